import { Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEW_OFFICE_FILE_TYPES, type NewOfficeFileType } from '@qiao/contracts/office';
import { ApiError } from '../../../api/api-error';
import { feedback } from '../../../api/feedback';
import { FileIcon } from '../../drive/file-name';
import { NameField } from '../../drive/name-field';
import { useCreateOfficeFile } from '../api/use-create-office-file';
import styles from './office.module.css';

interface Values {
  type: NewOfficeFileType;
  name: string;
}

/**
 * New office file in the folder shown (spec §2): a type, and a name with the same rules and
 * counter as a folder's. Success says "file created"; any failure is the warning "operation
 * failed", with the server's reason when it gave one (a clash, a full quota).
 */
export function NewOfficeFileDialog({
  filePath,
  onClose,
}: {
  filePath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('office');
  const [form] = Form.useForm<Values>();
  const create = useCreateOfficeFile();
  const submit = ({ type, name }: Values) =>
    create.mutate(
      { extendName: type, fileName: name.trim(), filePath },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('create.created') });
          onClose();
        },
        onError: (error) => {
          const reason =
            error instanceof ApiError && error.kind === 'business' ? error.message : '';
          feedback().toast({
            level: 'warning',
            text: reason ? t('create.failed', { reason }) : t('create.failedPlain'),
          });
        },
      },
    );
  return (
    <Modal
      open
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('create.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={create.isPending}
        initialValues={{ type: 'docx' }}
      >
        <Form.Item name="type" label={t('create.type')}>
          <Radio.Group className={styles.types}>
            {NEW_OFFICE_FILE_TYPES.map((type) => (
              <Radio.Button key={type} value={type} className={styles.type}>
                <FileIcon file={{ isDir: 0, extendName: type }} />
                <span>{t(`types.${type}`)}</span>
                <bdi className={styles.extension}>{type.toUpperCase()}</bdi>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <NameField kind="file" label={t('create.name')} placeholder={t('create.placeholder')} />
      </Form>
    </Modal>
  );
}
