import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { Button } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { getDroppedFiles } from '@uppy/core/utils';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { inlineValue } from '../../../format/inline-value';
import { pastedPicture } from '../rules/pasted-picture';
import type { PickedFile } from '../client/upload-client';
import { UploadPickers } from './upload-pickers';
import styles from './upload-panel.module.css';

interface UploadDropAreaProps {
  /** Where dropped, pasted and chosen files go. */
  folder: string;
  onFiles: (files: PickedFile[]) => void;
}

/** Files and folders dropped keep their inner paths ("/lesson 1/audio/a.mp3"). */
async function droppedFiles(dataTransfer: DataTransfer): Promise<PickedFile[]> {
  const files = await getDroppedFiles(dataTransfer);
  return files.map((file) => {
    const relativePath = (file as File & { relativePath?: string | null }).relativePath;
    return relativePath ? { file, relativePath } : { file };
  });
}

/**
 * The panel's drop area (spec §2): drop files or whole folders, paste a picture while it has the
 * focus, or choose files or a folder with its buttons.
 */
export function UploadDropArea({ folder, onFiles }: UploadDropAreaProps) {
  const { t } = useTranslation('drive');
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void droppedFiles(event.dataTransfer).then((files) => {
      if (files.length > 0) onFiles(files);
    });
  };

  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const outcome = pastedPicture(event.clipboardData?.items, new Date());
    if (outcome.kind === 'picture') onFiles([{ file: outcome.file }]);
    else {
      const key = outcome.kind === 'unsupported' ? 'pasteUnsupported' : 'pasteNotPicture';
      feedback().toast({ level: 'warning', text: t(`upload.toast.${key}`) });
    }
  };

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={t('upload.dropArea')}
      aria-describedby="upload-drop-target"
      className={`${styles.drop} ${over ? styles.dropActive : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <CloudUploadOutlined className={styles.dropIcon} aria-hidden />
      <span className={styles.dropMain}>{t('upload.dropArea')}</span>
      <span id="upload-drop-target">
        {t('upload.dropTarget', { folder: folder === '/' ? t('title') : inlineValue(folder) })}
      </span>
      <UploadPickers onFiles={onFiles}>
        {(open) => (
          <span>
            <Button type="link" size="small" onClick={open.files}>
              {t('upload.chooseFiles')}
            </Button>
            <Button type="link" size="small" onClick={open.folder}>
              {t('upload.chooseFolder')}
            </Button>
          </span>
        )}
      </UploadPickers>
    </div>
  );
}
