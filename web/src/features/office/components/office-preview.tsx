import { lazy, Suspense } from 'react';
import { Alert, Button, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { browserRenderingOf } from '@qiao/contracts/office';
import { LazyPdfViewer } from '../../../components/pdf-viewer/lazy-pdf-viewer';
import { useDocumentBytes } from '../api/document-bytes';
import { useOfficePreview } from '../api/use-office-preview';
import styles from './office.module.css';

// The readers are large: each loads when the first document of its kind opens.
const DocxView = lazy(() => import('./docx-view'));
const SheetView = lazy(() => import('./sheet-view'));

function DownloadOffer({ text, onDownload }: { text: string; onDownload: () => void }) {
  const { t } = useTranslation('drive');
  return (
    <div className={styles.offer}>
      <p className={styles.note}>{text}</p>
      <Button type="primary" icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
        {t('preview.download')}
      </Button>
    </div>
  );
}

/** docx and xlsx read by a library in the browser; other office types offered for download. */
function BrowserRendering({ file, onDownload }: { file: UserFile; onDownload: () => void }) {
  const { t } = useTranslation('office');
  const rendering = browserRenderingOf(file.extendName);
  const bytes = useDocumentBytes(file);
  if (rendering === 'download') {
    return <DownloadOffer text={t('preview.downloadOnly')} onDownload={onDownload} />;
  }
  if (bytes.isPending) return <Spin tip={t('preview.loading')} />;
  if (bytes.isError) return <Alert type="error" title={t('preview.failed')} />;
  return (
    <Suspense fallback={<Spin tip={t('preview.loading')} />}>
      {rendering === 'docx' ? <DocxView bytes={bytes.data} /> : <SheetView bytes={bytes.data} />}
    </Suspense>
  );
}

/**
 * An office document in the preview dialog: its PDF when LibreOffice made one (the dialog waits
 * while it is made), else the browser's own rendering, else a download.
 */
export function OfficePreview({ file, onDownload }: { file: UserFile; onDownload: () => void }) {
  const { t } = useTranslation('office');
  const state = useOfficePreview(file);
  if (state.kind === 'converting') {
    return (
      <div className={styles.offer} role="status">
        <Spin />
        <p className={styles.note}>{t('preview.converting')}</p>
      </div>
    );
  }
  if (state.kind === 'pdf') return <LazyPdfViewer url={state.url} title={file.fileName} />;
  return <BrowserRendering file={file} onDownload={onDownload} />;
}
