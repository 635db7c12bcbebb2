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
  /**
   * The top menu shows only the icon (the spec's "search icon"); the label stays the link's name
   * for screen readers and its tooltip. The left window shows the label as ever.
   */
  iconOnlyOnTop?: boolean;
  /** A page the server draws itself (certificate verification): a full page load, same tab. */
  serverPage?: boolean;
  /**
   * The lists under this entry (the course centre's MOOCs, micro-lessons, videos…): a drop-down in
   * the top menu, a nested list in the left window. The entry itself still opens its own page.
   */
  children?: readonly NavEntry[];
  /** The name of the button that opens the children (required with children). */
  childrenLabelKey?: ParseKeys<'common'>;
}

/**
 * The keys from the top entry down to the one whose page is showing (`[]` when none is), so the
 * top entry of a drop-down can show that one of its lists is the current page.
 */
export function activeTrail(entries: readonly NavEntry[], pathname: string): string[] {
  for (const entry of entries) {
    const below = activeTrail(entry.children ?? [], pathname);
    if (below.length > 0) return [entry.key, ...below];
    if (entry.activePaths.includes(pathname)) return [entry.key];
  }
  return [];
}

/** Absolute, so the link also leaves an unknown path served with the not-found page. */
export function navHref(entry: NavEntry): string {
  return entry.external || entry.serverPage ? entry.path : `/#${entry.path}`;
}

/** Link attributes of an entry: an external site opens in a new tab, without a referrer. */
export function navLinkProps(entry: NavEntry) {
  return entry.external
    ? { href: navHref(entry), target: '_blank', rel: 'noopener noreferrer' }
    : { href: navHref(entry) };
}
