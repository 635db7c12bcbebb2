import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttachmentLink } from '@qiao/contracts/catalogue-editorial';
import { useLanguage } from '../../../../hooks/use-language';
import styles from './editorial.module.css';
import { formatSizeIn } from '../../../../format/size';

/** Files of an item; each link is a short-lived signed address the server answers as a download. */
export function AttachmentList({ files }: { files: readonly AttachmentLink[] }) {
  const { t } = useTranslation('editorial');
  const { language } = useLanguage();
  return (
    <ul className={styles.fileList}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <FileOutlined aria-hidden />
          <span className={styles.fileName} dir="auto">
            {file.title}
            {file.title !== file.fileName ? (
              <>
                {' '}
                (<bdi>{file.fileName}</bdi>)
              </>
            ) : null}
          </span>
          <span className={styles.fileSize} dir="ltr">
            {formatSizeIn(file.sizeBytes, language)}
          </span>
          <a
            href={file.url}
            download={file.fileName}
            aria-label={t('files.downloadOne', { name: file.fileName })}
          >
            <DownloadOutlined aria-hidden /> {t('files.download')}
          </a>
        </li>
      ))}
    </ul>
  );
}
