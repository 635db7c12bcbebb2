import { Button, Dropdown } from 'antd';
import { CloudUploadOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadClient } from '../client/upload-client';
import { useAddUploads } from '../hooks/use-add-uploads';
import { UploadPickers } from './upload-pickers';

/** The toolbar's upload button: files, a whole folder, or the panel to drop and paste into. */
export function UploadMenu({ folder }: { folder: string }) {
  const { t } = useTranslation('drive');
  const add = useAddUploads();
  return (
    <UploadPickers onFiles={(files) => add(files, folder)}>
      {(open) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'files', label: t('toolbar.uploadFiles') },
              { key: 'folder', label: t('toolbar.uploadFolder') },
              { key: 'panel', label: t('toolbar.uploadPanel') },
            ],
            onClick: ({ key }) => {
              if (key === 'files') open.files();
              else if (key === 'folder') open.folder();
              else uploadClient().uploader.open();
            },
          }}
        >
          <Button type="primary" icon={<CloudUploadOutlined aria-hidden />}>
            {t('toolbar.upload')} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </UploadPickers>
  );
}
