import { Trans, useTranslation } from 'react-i18next';
import type { PendingWriting } from '@qiao/contracts/discussion';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { feedback } from '../../../api/feedback';
import { ReasonDialog } from '../../../components/form/reason-dialog';
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
  const { reject } = useReviewWriting();
  return (
    <ReasonDialog
      title={
        <Trans
          t={t}
          i18nKey="review.rejectTitle"
          values={{ title: writing.postTitle }}
          components={{ title: <bdi /> }}
        />
      }
      texts={{
        ok: t('review.submitReject'),
        cancel: t('review.cancel'),
        label: t('review.reason'),
        required: t('review.reasonRequired'),
      }}
      maxLength={DISCUSSION_LIMITS.rejectReasonMaxLength}
      pending={reject.isPending}
      onSubmit={(reason) =>
        reject.mutate(
          { kind: writing.kind, id: writing.id, reason },
          {
            onSuccess: () => {
              feedback().toast({ level: 'success', text: t('toast.rejected') });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
