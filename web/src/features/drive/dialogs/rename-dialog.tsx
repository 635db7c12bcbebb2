import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { feedback } from '../../../api/feedback';
import { useRenameFile } from '../api/use-rename-file';
import { NameField } from './name-field';

/** Files are renamed with their extension, which starts unselected, so typing keeps it. */
export function RenameDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameFile();
  const submit = ({ name }: { name: string }) =>
    rename.mutate(
      { userFileId: file.userFileId, fileName: name.trim() },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.renamed') });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('rename.title')}
      okText={t('rename.submit')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: rename.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: joinFileName(file.fileName, file.extendName) }}
        onFinish={submit}
        disabled={rename.isPending}
      >
        <NameField
          kind={file.isDir ? 'folder' : 'file'}
          label={t('rename.name')}
          selectedLength={file.fileName.length}
        />
      </Form>
    </Modal>
  );
}
