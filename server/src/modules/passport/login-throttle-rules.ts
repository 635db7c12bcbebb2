/**
 * How hard sign-in pushes back on guessing: failures are counted per account (the email typed)
 * and per client address within a sliding window; a full counter refuses further attempts.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  accountLimit: 5,
  addressLimit: 20,
} as const;

const MINUTE_MS = 60_000;

/**
 * Whole minutes (at least 1) until enough of the failures leave the window for one more attempt,
 * or undefined while the count is under the limit. `failures` are the times inside the window.
 */
export function minutesUntilAllowed(
  failures: readonly Date[],
  limit: number,
  now: Date,
  windowMinutes: number = LOGIN_THROTTLE.windowMinutes,
): number | undefined {
  if (failures.length < limit) return undefined;
  const ascending = [...failures].sort((a, b) => a.getTime() - b.getTime());
  // Once this failure leaves the window, limit - 1 remain and one attempt is allowed again.
  const freeing = ascending[failures.length - limit]!;
  const waitMs = freeing.getTime() + windowMinutes * MINUTE_MS - now.getTime();
  return Math.max(1, Math.ceil(waitMs / MINUTE_MS));
}
