import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { signInBaseFor } from '../../platform/http/sign-in-bases';
import { type UserRow, upsertUserFromIdentity } from '../users';
import type { IdentityProvider } from './identity-provider';
import { saveLoginState, takeLoginState } from './login-states';
import { createSession } from './sessions';

export interface LoginStart {
  lang: 'ar' | 'cn' | 'en';
  entry: 'desktop' | 'mobile';
  screen: 'login' | 'register';
}

export interface AuthServiceDeps {
  config: Config;
  db: Db;
  provider: IdentityProvider;
  logger: { warn(object: object, message: string): void };
}

export const newVisitorId = () => randomBytes(24).toString('base64url');

/**
 * Where the passport sends the browser back: one of Qiao's own entries at one of its own sign-in
 * addresses (the one the browser is on, when it is one), never a parameter.
 */
export function redirectUriFor(base: string, entry: LoginStart['entry']) {
  return entry === 'mobile' ? `${base}/mobile/` : `${base}/`;
}

export function createAuthService({ config, db, provider, logger }: AuthServiceDeps) {
  return {
    /** `requestOrigin`: the address the browser sent this call to, where it should come back. */
    async startLogin(visitor: string, start: LoginStart, requestOrigin: string) {
      const base = signInBaseFor(config.signInBases, requestOrigin);
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri: redirectUriFor(base, start.entry),
      };
      await saveLoginState(db, visitor, checks);
      const uiLocale = start.lang === 'cn' ? 'zh' : start.lang;
      const url = await provider.authorizeUrl(checks, base, {
        lang: start.lang,
        ui_locales: uiLocale,
        // "Login" always asks for credentials, so signing out of Qiao is not undone by a
        // passport session left in the browser.
        prompt: 'login',
        ...(start.screen === 'register' ? { screen: 'register' } : {}),
      });
      return { state: checks.state, authorizeUrl: url.toString() };
    },

    /** Any failure (unknown, stale or foreign state, refused code) is the one "login failed". */
    async finishLogin(
      visitor: string | undefined,
      callback: { code: string; state: string; iss?: string },
    ) {
      const checks = await takeLoginState(db, callback.state, visitor);
      if (!checks) throw new AppError('loginFailed');
      let user: UserRow;
      try {
        const identity = await provider.exchange(checks, callback);
        user = await upsertUserFromIdentity(db, identity);
      } catch (error) {
        logger.warn({ err: error }, 'login exchange failed');
        throw new AppError('loginFailed', {}, { cause: error });
      }
      return user;
    },

    startSession(user: UserRow, userAgent: string) {
      return createSession(db, user.id, userAgent, { ttlMs: config.sessionTtlHours * 3600_000 });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
