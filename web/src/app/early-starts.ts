import { CLASS_HOUR_ROUTES } from '@qiao/contracts/catalogue-pages';
import { sendClassHourFirstCalls } from '../features/catalogue/mooc/player/class-hour-calls';
import { HOME_ROUTES } from '../features/home/home-routes';
import { adoptPageCalls } from '../api/early-calls';
import { earlyStartContext, type EarlyStartContext, type EarlyStartResult } from './early-start';

type EarlyStartModule = Promise<{ startEarly(context: EarlyStartContext): EarlyStartResult }>;

/**
 * The longest the app's own code waits for a page's first thing: on a slow link the app must
 * still come, even if the video has not.
 */
export const APP_WAITS_AT_MOST_MS = 1000;

const classHour = () => import('../features/catalogue/mooc/player/class-hour-early-start');
const home = () => import('../features/home/home-early-start');

const eachClassHourRoute = <T>(value: T) =>
  Object.fromEntries(CLASS_HOUR_ROUTES.map((route) => [route, value]));

/**
 * Pages whose first screen waits on calls that need nothing but the address: the entry starts
 * them with the shell, not after it (no request waterfall). Each start is a chunk of its own,
 * fetched only on its route, so this list is all the entry carries.
 */
const EARLY_STARTS: Record<string, () => EarlyStartModule> = {
  ...Object.fromEntries(HOME_ROUTES.map((route) => [route, home])),
  ...eachClassHourRoute(classHour),
};

/**
 * A page's calls that need nothing but the address (and each other's answers), sent by the entry
 * itself: they leave while the start's own chunk is still on its way, and the start's same calls
 * take their answers. Only what is small enough for every page's entry belongs here.
 */
const FIRST_CALLS: Record<string, (context: EarlyStartContext) => Promise<unknown>> =
  eachClassHourRoute(sendClassHourFirstCalls);

/**
 * Pages whose first thing the app's own code waits for (the class hour's video: it is what the
 * learner opened the page for). Other pages' code starts beside their calls.
 */
const APP_WAITS_FOR = new Set<string>(CLASS_HOUR_ROUTES);

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

/**
 * Starts the early calls and code of the page the address opens, if it has any. Settles when the
 * app's own code may start: at once, or, for the pages in APP_WAITS_FOR, once their first thing
 * is on its way (the class hour's video can play), at most APP_WAITS_AT_MOST_MS later. Until then the app's many chunks
 * would take the browser's few connections from the calls and the media (docs/decisions/067).
 */
export function startPageEarly(hash: string): Promise<void> {
  const { pathname, query } = hashRoute(hash);
  const load = EARLY_STARTS[pathname];
  if (!load) return Promise.resolve();
  // The page's inline script may have sent some of the calls already; the entry's take them.
  adoptPageCalls(window.qiaoPageCalls);
  delete window.qiaoPageCalls;
  const context = earlyStartContext(pathname, query);
  FIRST_CALLS[pathname]?.(context).catch(() => undefined);
  const started = load().then(({ startEarly }) => startEarly(context));
  // The page makes its own calls when drawn: an early start that fails costs nothing.
  started.catch(() => undefined);
  if (!APP_WAITS_FOR.has(pathname)) return Promise.resolve();
  return new Promise((settle) => {
    setTimeout(settle, APP_WAITS_AT_MOST_MS);
    void started.then(settle, settle);
  });
}
