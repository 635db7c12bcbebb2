import { Form, Input, Modal } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { SHARE_LIMITS } from '@qiao/contracts/share-rules';
import { feedback } from '../../../../api/feedback';
import { useReviewShare } from '../api/use-review';

/** Rejecting needs a reason: the owner reads it beside the share in their records. */
export function RejectDialog({
  share,
  onClose,
}: {
  share: { id: string; public_title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('zones');
  const [form] = Form.useForm<{ reason: string }>();
  const { reject } = useReviewShare();
  const submit = ({ reason }: { reason: string }) =>
    reject.mutate(
      { id: share.id, reason: reason.trim() },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.rejected') });
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
          values={{ title: share.public_title }}
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
            maxLength={SHARE_LIMITS.rejectReasonMaxLength}
            placeholder={t('review.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
