import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';

/** One menu entry. Only pages that exist get an entry; later features add theirs. */
export interface NavEntry {
  key: string;
  /** The hash route the entry opens, or, for an external entry, the full address. */
  path: string;
  /** Routes that mark the entry as the current page (the route and its aliases). */
  activePaths: readonly string[];
  labelKey: ParseKeys<'common'>;
  icon: ReactNode;
  /** A site outside Qiao (the Chinese-test site): opened in a new tab. */
  external?: boolean;
}

/** Absolute, so the link also leaves an unknown path served with the not-found page. */
export function navHref(entry: NavEntry): string {
  return entry.external ? entry.path : `/#${entry.path}`;
}

/** Link attributes of an entry: an external site opens in a new tab, without a referrer. */
export function navLinkProps(entry: NavEntry) {
  return entry.external
    ? { href: navHref(entry), target: '_blank', rel: 'noopener noreferrer' }
    : { href: navHref(entry) };
}
