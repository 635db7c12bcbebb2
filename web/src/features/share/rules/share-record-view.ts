import type { ShareRecord } from '@qiao/contracts/share';
import { REVIEW_STATUS, type ShareDuration, type ShareState } from '@qiao/contracts/share-rules';

/** The label key of a validity: 1, 7 or 30 days, or 0 permanent (spec §9). */
export function durationKey(duration: number) {
  switch (duration as ShareDuration) {
    case 1:
      return 'duration.day1' as const;
    case 7:
      return 'duration.day7' as const;
    case 30:
      return 'duration.day30' as const;
    default:
      return 'duration.permanent' as const;
  }
}

const STATE_KEYS = {
  live: 'records.status.valid',
  expired: 'records.status.expired',
  cancelled: 'records.status.cancelled',
} as const satisfies Record<ShareState, string>;

/** The expiry status column: valid, expired or cancelled, as the server decided it. */
export function expiryKey(record: Pick<ShareRecord, 'state'>) {
  return STATE_KEYS[record.state];
}

/**
 * The review status column of a public share; link shares have none. A published share whose
 * files then changed is pending again, and says so.
 */
export function reviewKey(record: Pick<ShareRecord, 'public'>) {
  switch (record.public?.status) {
    case REVIEW_STATUS.pending:
      return record.public.contentChangedAt
        ? ('records.reviewStatus.contentChanged' as const)
        : ('records.reviewStatus.pending' as const);
    case REVIEW_STATUS.approved:
      return 'records.reviewStatus.approved' as const;
    case REVIEW_STATUS.rejected:
      return 'records.reviewStatus.rejected' as const;
    default:
      return undefined;
  }
}

/** What can be done to one of my shares (spec §2 context menu kind 8: copy link, no delete). */
export type RecordAction = 'copyLink' | 'open' | 'edit' | 'cancel';

/**
 * Link shares copy and open their link; a public share has a page to link to only once published.
 * Both can be edited and cancelled by their owner.
 */
export function recordActions(record: Pick<ShareRecord, 'kind' | 'public'>): RecordAction[] {
  const linkable = record.kind === 'link' || record.public?.status === REVIEW_STATUS.approved;
  return linkable ? ['copyLink', 'open', 'edit', 'cancel'] : ['edit', 'cancel'];
}
