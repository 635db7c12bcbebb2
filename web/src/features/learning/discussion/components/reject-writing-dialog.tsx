import { App, Form, Input, Modal } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import type { PendingWriting } from '@qiao/contracts/discussion';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { useReviewWriting } from '../api/use-post-review';

/** Rejecting needs a reason: the author reads it under their post or reply. */
export function RejectWritingDialog({
  writing,
  onClose,
}: {
  writing: PendingWriting;
  onClose: () => void;
}) {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const { reject } = useReviewWriting();
  const submit = ({ reason }: { reason: string }) =>
    reject.mutate(
      { kind: writing.kind, id: writing.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('toast.rejected'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={
        <Trans
          t={t}
          i18nKey="review.rejectTitle"
          values={{ title: writing.postTitle }}
          components={{ title: <bdi /> }}
        />
      }
      okText={t('review.submitReject')}
      cancelText={t('review.cancel')}
      okButtonProps={{ danger: true, loading: reject.isPending, htmlType: 'submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} disabled={reject.isPending}>
        <Form.Item
          name="reason"
          label={t('review.reason')}
          rules={[{ required: true, whitespace: true, message: t('review.reasonRequired') }]}
        >
          <Input.TextArea
            dir="auto"
            rows={4}
            showCount
            maxLength={DISCUSSION_LIMITS.rejectReasonMaxLength}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
