import type { FastifyRequest } from 'fastify';
import { WRITING_LIMITS } from '@qiao/contracts/writing';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { checkWritingToken, issueWritingToken } from './rules/writing-token';

/**
 * Writing tokens (decision: signed, not stored): an HMAC over {purpose, user, expiry} with a key
 * of the writing tool's own, kept in app_secrets so every instance agrees. Nothing to store or
 * clean up; a token lives `tokenLifetimeSeconds` and cannot be stretched or moved to another user.
 */
export function writingTokens(db: Db) {
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= getOrCreateSecret(db, 'writing-token-key'));

  async function issue(userId: string, now = new Date()) {
    const lifetime = WRITING_LIMITS.tokenLifetimeSeconds;
    const { token, expiresAt } = issueWritingToken(await signingKey(), userId, now, lifetime);
    return { token, expiresIn: lifetime, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The user the request's token speaks for; null when it sends none. A token sent beside a session
   * of someone else (a browser where another person has since signed in) is refused.
   */
  async function tokenUser(request: FastifyRequest): Promise<string | null> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return null;
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('writingTokenInvalid');
    const checked = checkWritingToken(await signingKey(), token, new Date());
    if (typeof checked === 'string') throw new AppError(checked);
    const sessionUser = await request.resolveUser();
    if (sessionUser && sessionUser.id !== checked.userId)
      throw new AppError('writingTokenOtherUser');
    return checked.userId;
  }

  /** The token's user, for the calls that read or write the learner's own results. */
  async function requiredTokenUser(request: FastifyRequest): Promise<string> {
    const userId = await tokenUser(request);
    if (!userId) throw new AppError('writingTokenMissing');
    return userId;
  }

  return { issue, tokenUser, requiredTokenUser };
}
