import { useRef } from 'react';
import { Button, Dropdown } from 'antd';
import { CloudUploadOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadClient, type PickedFile } from '../upload-client';
import { useAddUploads } from '../use-add-uploads';
import styles from './upload-panel.module.css';

/** Folder pickers give each file its path inside the folder picked ("lesson 1/audio/a.mp3"). */
function pickedFrom(list: FileList | null): PickedFile[] {
  return [...(list ?? [])].map((file) =>
    file.webkitRelativePath ? { file, relativePath: file.webkitRelativePath } : { file },
  );
}

/** The toolbar's upload button: files, a whole folder, or the panel to drop and paste into. */
export function UploadMenu({ folder }: { folder: string }) {
  const { t } = useTranslation('drive');
  const files = useRef<HTMLInputElement>(null);
  const folders = useRef<HTMLInputElement>(null);
  const add = useAddUploads();
  const onChange = (input: HTMLInputElement) => {
    const picked = pickedFrom(input.files);
    input.value = '';
    if (picked.length > 0) add(picked, folder);
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'files', label: t('toolbar.uploadFiles') },
            { key: 'folder', label: t('toolbar.uploadFolder') },
            { key: 'panel', label: t('toolbar.uploadPanel') },
          ],
          onClick: ({ key }) => {
            if (key === 'files') files.current?.click();
            else if (key === 'folder') folders.current?.click();
            else uploadClient().uploader.open();
          },
        }}
      >
        <Button type="primary" icon={<CloudUploadOutlined aria-hidden />}>
          {t('toolbar.upload')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <input
        ref={files}
        type="file"
        multiple
        className={styles.hiddenInput}
        aria-label={t('toolbar.uploadFiles')}
        onChange={(event) => onChange(event.target)}
      />
      <input
        ref={(element) => {
          folders.current = element;
          // Not in React's typings: lets the picker choose a folder and all that is inside it.
          element?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        className={styles.hiddenInput}
        aria-label={t('toolbar.uploadFolder')}
        onChange={(event) => onChange(event.target)}
      />
    </>
  );
}
