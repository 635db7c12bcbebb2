import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERT_LIMITS } from '@qiao/contracts/certs';

/**
 * Asks an admin for the reason of a rejection or a revocation (the learner and the verify page
 * show it); the form is disabled while the decision is sent.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  submitting,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  okText: string;
  submitting: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('certs');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger: true, loading: submitting }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        disabled={submitting}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('admin.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={CERT_LIMITS.maxReason} showCount dir="auto" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
