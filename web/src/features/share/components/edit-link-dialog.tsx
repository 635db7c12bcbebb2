import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShareRecord } from '@qiao/contracts/share';
import { feedback } from '../../../api/feedback';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useEditLinkShare } from '../api/use-share-mutations';
import { NARROW_SCREEN_QUERY, shareDialogLayout } from '../rules/share-dialog-layout';
import { LinkShareFields, type LinkShareValues } from './link-share-form';
import styles from './share.module.css';

/** A link share's validity (counted again from now) and whether it needs a code. */
export function EditLinkDialog({ record, onClose }: { record: ShareRecord; onClose: () => void }) {
  const { t } = useTranslation('share');
  const [form] = Form.useForm<LinkShareValues>();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const layout = shareDialogLayout('link', narrow);
  const edit = useEditLinkShare();
  const submit = (values: LinkShareValues) =>
    edit.mutate(
      { shareBatchNum: record.shareBatchNum, ...values },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.edited') });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      width={layout.width}
      title={t('records.editTitle')}
      okText={t('records.editSubmit')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: edit.isPending }}
      destroyOnHidden
    >
      <Form<LinkShareValues>
        form={form}
        className={`${styles.form} ${layout.stacked ? styles.stacked : ''}`}
        layout={layout.formLayout}
        labelCol={layout.formLayout === 'horizontal' ? { flex: '9rem' } : undefined}
        initialValues={{
          duration: record.duration,
          shareType: record.shareType,
        }}
        onFinish={submit}
        disabled={edit.isPending}
      >
        <LinkShareFields />
      </Form>
    </Modal>
  );
}
