import { readToken, signToken } from '../../../platform/secrets/signed-token';

/** What a writing token grants: the /open_api calls as this user until `expires` (epoch seconds). */
interface WritingGrant {
  purpose: 'writing';
  userId: string;
  expires: number;
}

export type TokenRefusal = 'writingTokenInvalid' | 'writingTokenExpired';

/** A token for `userId` living `lifetimeSeconds` from `now`. */
export function issueWritingToken(
  key: string,
  userId: string,
  now: Date,
  lifetimeSeconds: number,
): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  const grant: WritingGrant = { purpose: 'writing', userId, expires };
  return { token: signToken(key, grant), expiresAt: new Date(expires * 1000) };
}

/**
 * The user a token speaks for, or why it does not: forged, altered, made for another purpose or
 * with another key → invalid; genuine but past its time → expired (the client asks for a new one).
 */
export function checkWritingToken(
  key: string,
  token: string,
  now: Date,
): { userId: string } | TokenRefusal {
  // Read as of the epoch, the signature is checked but not the time: expiry is told apart below.
  const grant = readToken<WritingGrant>(key, token, 0);
  if (!grant || grant.purpose !== 'writing' || typeof grant.userId !== 'string') {
    return 'writingTokenInvalid';
  }
  return grant.expires * 1000 > now.getTime() ? { userId: grant.userId } : 'writingTokenExpired';
}
