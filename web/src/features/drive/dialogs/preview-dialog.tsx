import { useState } from 'react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { LazyPdfViewer } from '../../../components/pdf-viewer/lazy-pdf-viewer';
import { previewUrl } from '../api/preview-url';
import { useTextPreview } from '../api/use-text-preview';
import { FileName } from '../components/file-name';
import { previewKindOf } from '../rules/file-kinds';
import styles from './preview-dialog.module.css';

function TextPreview({ file }: { file: UserFile }) {
  const { t } = useTranslation('drive');
  const preview = useTextPreview(file);
  if (preview.isPending) return <Skeleton active />;
  if (preview.isError) return <Alert type="error" title={t('preview.failed')} />;
  return (
    <>
      {preview.data.truncated && <Alert type="info" title={t('preview.truncated')} />}
      <pre dir="auto" className={styles.text}>
        {preview.data.text}
      </pre>
    </>
  );
}

function MediaPreview({ file }: { file: UserFile }) {
  const { t } = useTranslation('drive');
  const [failed, setFailed] = useState(false);
  const kind = previewKindOf(file);
  const source = previewUrl(file.userFileId);
  if (failed) return <Alert type="error" title={t('preview.failed')} />;
  const onError = () => setFailed(true);
  if (kind === 'image') {
    return <img src={source} alt="" className={styles.image} onError={onError} />;
  }
  if (kind === 'video') {
    return <video src={source} controls className={styles.video} onError={onError} />;
  }
  if (kind === 'audio') {
    return <audio src={source} controls className={styles.audio} onError={onError} />;
  }
  return <p className={styles.unavailable}>{t('preview.unavailable')}</p>;
}

function PreviewBody({ file }: { file: UserFile }) {
  const kind = previewKindOf(file);
  if (kind === 'text') return <TextPreview file={file} />;
  if (kind === 'pdf')
    return <LazyPdfViewer url={previewUrl(file.userFileId)} title={file.fileName} />;
  return <MediaPreview file={file} />;
}

/** Images, video, audio, PDF and text open here; anything else offers download. */
export function PreviewDialog({
  file,
  onDownload,
  onClose,
}: {
  file: UserFile;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('drive');
  return (
    <Modal
      open
      width="min(64rem, 92vw)"
      title={<FileName file={file} />}
      onCancel={onClose}
      footer={
        <Button icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
          {t('preview.download')}
        </Button>
      }
      destroyOnHidden
    >
      <div className={styles.body}>
        <PreviewBody file={file} />
      </div>
    </Modal>
  );
}
