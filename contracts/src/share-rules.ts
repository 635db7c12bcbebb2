/**
 * Rules of sharing that both sides apply (spec file space §3, §4 Sharing, §5, §9), as pure data
 * and functions.
 */

/** Private share durations in days; 0 means permanent (spec §9). */
export const SHARE_DURATIONS = [1, 7, 30, 0] as const;
export type ShareDuration = (typeof SHARE_DURATIONS)[number];
export const DEFAULT_SHARE_DURATION: ShareDuration = 1;

/** shareType of a link share: 1 the link needs an extraction code, 0 it opens without one. */
export const SHARE_TYPES = { open: 0, withCode: 1 } as const;
export const DEFAULT_SHARE_TYPE = SHARE_TYPES.open;

/**
 * Extraction codes: 4 characters from an alphabet without look-alikes (no 0/o, 1/l/i), read
 * case-insensitively, so a code copied by hand from a screen still works.
 */
export const EXTRACTION_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const EXTRACTION_CODE_LENGTH = 4;

/** The form a code is compared in: trimmed and lower case. */
export function normalizeExtractionCode(code: string | null | undefined): string {
  return (code ?? '').trim().toLowerCase();
}

/** Public share review: 0 pending, 1 approved (published), 2 rejected. */
export const REVIEW_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** Zone list languages of shareCategoryList (spec §6): 1 zh, 2 en, 3 al (Arabic). */
export const SHARE_CATEGORY_LANGS = { zh: 1, en: 2, ar: 3 } as const;

/** Where a share stands for a visitor: open, past its end time, or cancelled by its owner. */
export const SHARE_STATES = ['live', 'expired', 'cancelled'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const SHARE_LIMITS = {
  /** Items one share may hold at its top. */
  maxItems: 1000,
  publicTitleMaxLength: 100,
  publicDescMaxLength: 2000,
  remarksMaxLength: 500,
  rejectReasonMaxLength: 500,
  /** Batch numbers are 24 base64url characters: 144 random bits. */
  batchNumLength: 24,
} as const;

/** The Share page's hash route (spec §2), where a link share opens. */
export const SHARE_PAGE = '/pages/Share/Share';

/** The link a share opens at: the Share page at the share root. */
export function shareLinkPath(shareBatchNum: string): string {
  return `/#${SHARE_PAGE}?filePath=/&shareBatchNum=${encodeURIComponent(shareBatchNum)}`;
}

/** The end of a share's validity from a start time and a duration; null when permanent. */
export function shareEndTime(start: Date, duration: number): Date | null {
  if (duration === 0) return null;
  return new Date(start.getTime() + duration * 24 * 60 * 60 * 1000);
}

/** Cancelled wins over expired; a share without an end time never expires. */
export function shareStateOf(
  share: { cancelledAt: Date | string | null; endTime: Date | string | null },
  now: Date,
): ShareState {
  if (share.cancelledAt) return 'cancelled';
  if (share.endTime && new Date(share.endTime).getTime() <= now.getTime()) return 'expired';
  return 'live';
}
