import type { Config } from '../../config';
import type { Database } from '../../platform/db/database';
import type { UserResolver } from '../../platform/http/request-user';
import { toRequestUser } from '../users';
import { SESSION_COOKIE, setSessionCookie } from './cookies';
import { rememberedSessionFinder } from './remembered-sessions';
import { readSession, resolveSession } from './sessions';

/**
 * Reads the session cookie; renews the cookie with the session when it was extended. On the
 * embedded database sessions are remembered between announced writes (remembered-sessions.ts).
 */
export async function sessionUserResolver(
  config: Config,
  database: Database,
): Promise<UserResolver> {
  const policy = { ttlMs: config.sessionTtlHours * 3600_000 };
  const announced = await database.announcements('identity');
  const find = announced ? rememberedSessionFinder(announced) : readSession;
  const { db } = database;
  return async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const session = await resolveSession(db, token, policy, new Date(), find);
    if (!session) return null;
    if (session.renewedUntil) setSessionCookie(reply, config, token, session.renewedUntil);
    return toRequestUser(session.user);
  };
}
