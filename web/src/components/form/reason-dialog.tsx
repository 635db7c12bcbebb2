import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';

export interface ReasonDialogTexts {
  ok: string;
  cancel: string;
  label: string;
  required: string;
  placeholder?: string;
}

interface ReasonDialogProps {
  title: ReactNode;
  texts: ReasonDialogTexts;
  maxLength: number;
  pending: boolean;
  /** The reason, trimmed. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * A refusal that must say why (a rejected share, a rejected post): the dialog does not submit
 * without a reason, and the person refused reads it beside their work.
 */
export function ReasonDialog({
  title,
  texts,
  maxLength,
  pending,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={title}
      okText={texts.ok}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true, loading: pending, htmlType: 'submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => onSubmit(reason.trim())}
        disabled={pending}
      >
        <Form.Item
          name="reason"
          label={texts.label}
          rules={[{ required: true, whitespace: true, message: texts.required }]}
        >
          <Input.TextArea
            dir="auto"
            rows={4}
            showCount
            maxLength={maxLength}
            placeholder={texts.placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
