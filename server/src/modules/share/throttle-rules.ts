import { minutesUntilAllowed } from '../passport/login-throttle-rules';

/**
 * How hard extraction codes push back on guessing: wrong codes are counted per share (whoever
 * guesses, from however many addresses) and per address (whichever shares it tries) within a
 * sliding window. With 31⁴ codes, 30 guesses per quarter hour make finding one a matter of
 * months, while a visitor who mistypes a few times is not held up.
 */
export const SHARE_CODE_THROTTLE = {
  windowMinutes: 15,
  shareLimit: 30,
  addressLimit: 10,
} as const;

export type ShareCodeScope = 'share' | 'address';

export const limitOf = (scope: ShareCodeScope) =>
  scope === 'share' ? SHARE_CODE_THROTTLE.shareLimit : SHARE_CODE_THROTTLE.addressLimit;

/** Minutes to wait before another code may be tried, or undefined while both counters allow it. */
export function shareCodeWait(
  failures: Record<ShareCodeScope, readonly Date[]>,
  now: Date,
): number | undefined {
  let wait: number | undefined;
  for (const scope of ['share', 'address'] as const) {
    const minutes = minutesUntilAllowed(
      failures[scope],
      limitOf(scope),
      now,
      SHARE_CODE_THROTTLE.windowMinutes,
    );
    if (minutes !== undefined) wait = Math.max(wait ?? 0, minutes);
  }
  return wait;
}
