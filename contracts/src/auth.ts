import { z } from 'zod';
import { defineRoute } from './route';
import { userSummary } from './users';

/** The shortest state the web client accepts from getState (spec: otherwise "login failed"). */
export const MIN_LOGIN_STATE_LENGTH = 6;

/** Passport language codes (spec): `ar` for Arabic, `cn` for Chinese. */
export const PASSPORT_LANGUAGES = ['ar', 'cn', 'en'] as const;

export const getState = defineRoute({
  method: 'POST',
  path: '/api/user/getState',
  summary: 'Start a login: a state bound to this browser and the passport address to go to',
  tags: ['user'],
  noLogin: true,
  body: z.object({
    lang: z.enum(PASSPORT_LANGUAGES).default('ar'),
    /** Where the passport sends the browser back: the desktop or the phone entry. */
    entry: z.enum(['desktop', 'mobile']).default('desktop'),
    /** Open the passport on its registration form instead of sign-in. */
    screen: z.enum(['login', 'register']).default('login'),
  }),
  data: z.object({ state: z.string(), authorizeUrl: z.string() }),
});

export const userLogin = defineRoute({
  method: 'POST',
  path: '/api/user/userLogin',
  summary: 'Finish a login with the code and state the passport returned',
  tags: ['user'],
  noLogin: true,
  body: z.object({
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(256),
    /** The issuer the passport named in its answer (RFC 9207), passed on when present. */
    iss: z.string().max(2048).optional(),
  }),
  data: userSummary,
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/user/logout',
  summary: 'End the session on the server',
  tags: ['user'],
  noLogin: true,
  data: z.object({ loggedOut: z.boolean() }),
});

/** Spec: a login name longer than 21 characters shows as its first 20 and "...". */
export function displayLoginName(name: string): string {
  const characters = [...name];
  return characters.length > 21 ? `${characters.slice(0, 20).join('')}...` : name;
}
