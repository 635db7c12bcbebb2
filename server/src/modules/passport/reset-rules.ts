import { createHash, randomBytes } from 'node:crypto';
import { minutesUntilAllowed } from './login-throttle-rules';

/**
 * How password-reset links behave. A link works once and for half an hour: long enough to find the
 * mail, short enough that an old mailbox or a forwarded message is not a way in. Requests are
 * counted per email typed (a mailbox gets at most a few mails an hour) and per client address (one
 * machine cannot send mail to many people).
 */
export const PASSWORD_RESET = {
  tokenMinutes: 30,
  windowMinutes: 60,
  emailLimit: 3,
  addressLimit: 10,
} as const;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** A new link's secret: 256 random bits, written in base64url (43 characters). */
export function newResetToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table holds no usable link. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token of the right shape; anything else is refused without a lookup. */
export function looksLikeResetToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

export type ResetTokenState = 'usable' | 'used' | 'expired' | 'unknown';

/** Whether a stored token may still set a password at `now`. */
export function resetTokenState(
  row: { expiresAt: Date; usedAt: Date | null } | undefined,
  now: Date,
): ResetTokenState {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() > now.getTime() ? 'usable' : 'expired';
}

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + PASSWORD_RESET.tokenMinutes * 60_000);
}

/**
 * Minutes to wait before another reset may be asked for, or undefined while both counters allow
 * it. `requests` are the times of earlier requests inside the window, per email and per address.
 */
export function resetRequestWait(
  requests: { email: readonly Date[]; address: readonly Date[] },
  now: Date,
): number | undefined {
  const waits = [
    minutesUntilAllowed(
      requests.email,
      PASSWORD_RESET.emailLimit,
      now,
      PASSWORD_RESET.windowMinutes,
    ),
    minutesUntilAllowed(
      requests.address,
      PASSWORD_RESET.addressLimit,
      now,
      PASSWORD_RESET.windowMinutes,
    ),
  ].filter((wait) => wait !== undefined);
  return waits.length ? Math.max(...waits) : undefined;
}
