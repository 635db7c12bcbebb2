import type { Entry } from './login-flow';

/** Which shell this page is: the phone site lives under /mobile/. */
export function currentEntry(): Entry {
  return window.location.pathname.startsWith('/mobile') ? 'mobile' : 'desktop';
}

export function entryPath(entry: Entry): string {
  return entry === 'mobile' ? '/mobile/' : '/';
}
