import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

/** The session cookie: httpOnly (no script reads it), SameSite=Lax, Secure behind https. */
export const SESSION_COOKIE = 'qiao_session';
/** Identifies the browser that asked for a login state, so a stolen state is useless elsewhere. */
export const VISITOR_COOKIE = 'qiao_visitor';

type CookieConfig = Pick<Config, 'secureCookies'>;

const base = (config: CookieConfig) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.secureCookies,
});

export function setSessionCookie(
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, { ...base(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(SESSION_COOKIE, base(config));
}

export function setVisitorCookie(reply: FastifyReply, config: CookieConfig, visitor: string) {
  // Lives only as long as a login may take; a new one is made for the next login.
  reply.setCookie(VISITOR_COOKIE, visitor, { ...base(config), maxAge: 60 * 60 });
}
