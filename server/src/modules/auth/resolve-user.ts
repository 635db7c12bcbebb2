import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import type { UserResolver } from '../../platform/http/request-user';
import { toRequestUser } from '../users';
import { SESSION_COOKIE, setSessionCookie } from './cookies';
import { resolveSession } from './sessions';

/** Reads the session cookie; renews the cookie with the session when it was extended. */
export function sessionUserResolver(config: Config, db: Db): UserResolver {
  const policy = { ttlMs: config.sessionTtlHours * 3600_000 };
  return async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const session = await resolveSession(db, token, policy);
    if (!session) return null;
    if (session.renewedUntil) setSessionCookie(reply, config, token, session.renewedUntil);
    return toRequestUser(session.user);
  };
}
