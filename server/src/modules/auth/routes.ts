import type { FastifyInstance } from 'fastify';
import { getState, logout, userLogin } from '@qiao/contracts/auth';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { toUserSummary } from '../users';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  setSessionCookie,
  setVisitorCookie,
  VISITOR_COOKIE,
} from './cookies';
import { newVisitorId, type AuthService } from './service';
import { endSession } from './sessions';

export interface AuthRoutesOptions {
  config: Config;
  db: Db;
  auth: AuthService;
}

/** The spec's login flow: getState → passport → userLogin; and logout. */
export async function authRoutes(app: FastifyInstance, { config, db, auth }: AuthRoutesOptions) {
  registerRoute(app, getState, async ({ body, request, reply }) => {
    const visitor = request.cookies[VISITOR_COOKIE] || newVisitorId();
    setVisitorCookie(reply, config, visitor);
    return auth.startLogin(visitor, body, `${request.protocol}://${request.host}`);
  });

  registerRoute(app, userLogin, async ({ body, request, reply }) => {
    const user = await auth.finishLogin(request.cookies[VISITOR_COOKIE], body);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(db, previous);
    const session = await auth.startSession(user, request.headers['user-agent'] ?? '');
    setSessionCookie(reply, config, session.token, session.expiresAt);
    request.log.info({ userId: user.id }, 'signed in');
    return toUserSummary(user);
  });

  registerRoute(app, logout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    const ended = token ? await endSession(db, token) : false;
    clearSessionCookie(reply, config);
    return { loggedOut: ended };
  });
}
