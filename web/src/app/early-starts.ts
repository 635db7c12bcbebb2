import {
  CLASS_HOUR_PDF_ROUTE,
  CLASS_HOUR_ROUTE,
  V_CLASS_HOUR_PDF_ROUTE,
  V_CLASS_HOUR_ROUTE,
} from '../features/catalogue/mooc/mooc-routes';
import { HOME_ROUTES } from '../features/home/home-routes';
import type { EarlyStartContext } from './early-start';

type EarlyStartModule = Promise<{ startEarly(context: EarlyStartContext): void }>;

const classHour = () => import('../features/catalogue/mooc/player/class-hour-early-start');
const home = () => import('../features/home/home-early-start');

/**
 * Pages whose first screen waits on calls that need nothing but the address: the entry starts
 * them with the shell, not after it (no request waterfall). Each start is a chunk of its own,
 * fetched only on its route, so this list is all the entry carries.
 */
const EARLY_STARTS: Record<string, () => EarlyStartModule> = {
  ...Object.fromEntries(HOME_ROUTES.map((route) => [route, home])),
  [CLASS_HOUR_ROUTE]: classHour,
  [CLASS_HOUR_PDF_ROUTE]: classHour,
  [V_CLASS_HOUR_ROUTE]: classHour,
  [V_CLASS_HOUR_PDF_ROUTE]: classHour,
};

/** The hash route's path and query: `#/pages/x?id=1` → `/pages/x`, `id=1`. */
export function hashRoute(hash: string): { pathname: string; query: URLSearchParams } {
  const route = hash.replace(/^#/, '') || '/';
  const queryStart = route.indexOf('?');
  return queryStart < 0
    ? { pathname: route, query: new URLSearchParams() }
    : {
        pathname: route.slice(0, queryStart),
        query: new URLSearchParams(route.slice(queryStart + 1)),
      };
}

/** Starts the early calls and code of the page the address opens, if it has any. */
export function startPageEarly(hash: string): void {
  const { pathname, query } = hashRoute(hash);
  const load = EARLY_STARTS[pathname];
  if (!load) return;
  void Promise.all([load(), import('./early-start')]).then(
    ([{ startEarly }, { runEarlyStart }]) => runEarlyStart(startEarly, pathname, query),
    // The page makes its own calls when drawn: an early start that fails to load costs nothing.
    () => undefined,
  );
}
