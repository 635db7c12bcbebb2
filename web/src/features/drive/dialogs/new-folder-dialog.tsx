import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useCreateFolder } from '../api/use-create-folder';
import { NameField } from './name-field';

/** New folder in the folder shown; Enter in the name submits. */
export function NewFolderDialog({ filePath, onClose }: { filePath: string; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder();
  const submit = ({ name }: { name: string }) =>
    create.mutate(
      { fileName: name.trim(), filePath },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.created') });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('newFolder.title')}
      okText={t('newFolder.submit')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} disabled={create.isPending}>
        <NameField
          kind="folder"
          label={t('newFolder.name')}
          placeholder={t('newFolder.placeholder')}
        />
      </Form>
    </Modal>
  );
}
