import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import type { SharedFile } from '@qiao/contracts/share';
import { isOfficePreviewable } from '@qiao/contracts/office';
import { LazyPdfViewer } from '../../../components/pdf-viewer/lazy-pdf-viewer';
import { previewUrl } from '../api/preview-url';
import { useTextPreview } from '../api/use-text-preview';
import { FileName } from '../components/file-name';
import { previewKindOf } from '../rules/file-kinds';
import styles from './preview-dialog.module.css';

/** Where the previewers read a file: one's own by default, or an address inside a share. */
interface SourceProps {
  /** One's own file, or a file seen through a share (which carries fewer fields). */
  file: SharedFile;
  source: string;
}

const isOwnFile = (file: SharedFile): file is UserFile => 'fileId' in file;

function TextPreview({ file, source }: SourceProps) {
  const { t } = useTranslation('drive');
  const preview = useTextPreview(file, source);
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

function MediaPreview({ file, source }: SourceProps) {
  const { t } = useTranslation('drive');
  const [failed, setFailed] = useState(false);
  const kind = previewKindOf(file);
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

interface PreviewBodyProps extends SourceProps {
  officePreview?: ReactNode;
}

function PreviewBody({ file, source, officePreview }: PreviewBodyProps) {
  // Office previews are converted for the owner; inside a share they are offered for download.
  if (
    officePreview &&
    isOwnFile(file) &&
    source === previewUrl(file.userFileId) &&
    isOfficePreviewable(file.extendName)
  ) {
    return officePreview;
  }
  const kind = previewKindOf(file);
  if (kind === 'text') return <TextPreview file={file} source={source} />;
  if (kind === 'pdf') return <LazyPdfViewer url={source} title={file.fileName} />;
  return <MediaPreview file={file} source={source} />;
}

/** Images, video, audio, PDF, text and office documents open here; anything else offers download. */
export function PreviewDialog({
  file,
  source = previewUrl(file.userFileId),
  onDownload,
  downloadLabel,
  officePreview,
  onClose,
}: {
  file: SharedFile;
  source?: string;
  /**
   * What an office document of one's own shows (the office feature's converted preview): the
   * file-space page passes it in, since the office feature is built on the drive.
   */
  officePreview?: ReactNode;
  /** Absent where downloading is not offered (a share under review). */
  onDownload?: () => void;
  /** The download button's text; "download" when not given. */
  downloadLabel?: string;
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
        onDownload ? (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
            {downloadLabel ?? t('preview.download')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      <div className={styles.body}>
        <PreviewBody file={file} source={source} officePreview={officePreview} />
      </div>
    </Modal>
  );
}
