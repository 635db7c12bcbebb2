import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';

/** One menu entry. Only pages that exist get an entry; later features add theirs. */
export interface NavEntry {
  key: string;
  /** The hash route the entry opens. */
  path: string;
  /** Routes that mark the entry as the current page (the route and its aliases). */
  activePaths: readonly string[];
  labelKey: ParseKeys<'common'>;
  icon: ReactNode;
}

/** Absolute, so the link also leaves an unknown path served with the not-found page. */
export function navHref(entry: NavEntry): string {
  return `/#${entry.path}`;
}
