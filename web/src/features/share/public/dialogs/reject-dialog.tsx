import { Trans, useTranslation } from 'react-i18next';
import { SHARE_LIMITS } from '@qiao/contracts/share-rules';
import { feedback } from '../../../../api/feedback';
import { ReasonDialog } from '../../../../components/form/reason-dialog';
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
  const { reject } = useReviewShare();
  return (
    <ReasonDialog
      title={
        <Trans
          t={t}
          i18nKey="review.rejectTitle"
          values={{ title: share.public_title }}
          components={{ title: <bdi /> }}
        />
      }
      texts={{
        ok: t('review.submitReject'),
        cancel: t('review.cancel'),
        label: t('review.reason'),
        required: t('review.reasonRequired'),
        placeholder: t('review.reasonPlaceholder'),
      }}
      maxLength={SHARE_LIMITS.rejectReasonMaxLength}
      pending={reject.isPending}
      onSubmit={(reason) =>
        reject.mutate(
          { id: share.id, reason },
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
