import type { UserSummary } from '@qiao/contracts/users';

/**
 * The spec's browser-storage keys. They describe the signed-in user to the pages; none of them
 * grants access (the session lives in an httpOnly cookie scripts cannot read), so nothing secret is
 * ever written here. `access_token` is kept empty for that reason.
 */
export const STORAGE_KEYS = {
  isLogin: 'isLogin',
  isTeacher: 'isTeacher',
  ident: 'ident',
  uid: 'uid',
  redirect: 'redirect',
  accessToken: 'access_token',
} as const;

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be blocked (private mode); the pages ask the server anyway.
  }
}

function read(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberUser(user: UserSummary | null): void {
  write(STORAGE_KEYS.isLogin, user ? '1' : '0');
  write(STORAGE_KEYS.isTeacher, user?.type === 1 ? '1' : '0');
  write(STORAGE_KEYS.ident, user?.role);
  write(STORAGE_KEYS.uid, user?.uid);
  write(STORAGE_KEYS.accessToken, undefined);
}

/**
 * Whether the last answer about the user said someone was signed in: a hint for calls sent before
 * the app knows (a page's early calls), never a permission.
 */
export function rememberedSignedIn(): boolean {
  return read(STORAGE_KEYS.isLogin) === '1';
}

/** Only routes of this app, so a crafted `redirect` cannot send anyone elsewhere. */
export function isSafeRoute(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !route.includes('\\');
}

export function saveRedirect(route: string): void {
  write(STORAGE_KEYS.redirect, isSafeRoute(route) ? route : '/');
}

/** The route where login began, once; the home page when there is none or it looks foreign. */
export function takeRedirect(): string {
  const route = read(STORAGE_KEYS.redirect);
  write(STORAGE_KEYS.redirect, undefined);
  return route && isSafeRoute(route) ? route : '/';
}
