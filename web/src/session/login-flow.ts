import i18next from 'i18next';
import { getState, MIN_LOGIN_STATE_LENGTH, userLogin } from '@qiao/contracts/auth';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@qiao/contracts/languages';
import type { UserSummary } from '@qiao/contracts/users';
import { callApi } from '../api/call-api';
import { feedback } from '../api/feedback';
import { currentHashRoute } from '../api/login-prompt';
import { locationQuery } from '../app/location-query';
import { rememberUser, saveRedirect, takeRedirect } from './session-storage';

export type Entry = 'desktop' | 'mobile';

/** The passport's language codes (spec): `ar` for Arabic, `cn` for Chinese. */
export function passportLanguage(language: Language): 'ar' | 'cn' | 'en' {
  return language === 'zh' ? 'cn' : language;
}

const loginFailed = () =>
  feedback().toast({ level: 'error', text: i18next.t('loginFailed', { ns: 'session' }) });

/**
 * "Login" and "register": remember where the user was, ask the server for a state bound to this
 * browser, and go to the passport. A state shorter than the spec's minimum is refused.
 */
export async function startLogin(entry: Entry, screen: 'login' | 'register' = 'login') {
  const language = parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
  let answer;
  try {
    answer = await callApi(getState, { lang: passportLanguage(language), entry, screen });
  } catch {
    return; // the client already showed why
  }
  if (answer.state.length < MIN_LOGIN_STATE_LENGTH) {
    loginFailed();
    return;
  }
  saveRedirect(currentHashRoute());
  window.location.assign(answer.authorizeUrl);
}

/** The `code` and `state` the passport sent back, wherever the entry page received them. */
export function loginCallbackParams(location: Pick<Location, 'search' | 'hash'>) {
  const query = locationQuery(location);
  const code = query.get('code');
  const state = query.get('state');
  const iss = query.get('iss') ?? undefined;
  return code && state ? { code, state, iss } : undefined;
}

/**
 * Finishes a login the passport sent back to this page: the server checks the state and trades
 * the code; the address loses its code and state, and the user returns where login began.
 */
export async function completeLogin(
  params: { code: string; state: string; iss?: string },
  entryPath: string,
): Promise<UserSummary | undefined> {
  let user: UserSummary | undefined;
  try {
    user = await callApi(userLogin, params, { silent: true });
    rememberUser(user);
  } catch {
    loginFailed();
  }
  const route = user ? takeRedirect() : '/';
  window.history.replaceState(null, '', `${entryPath}#${route}`);
  return user;
}
