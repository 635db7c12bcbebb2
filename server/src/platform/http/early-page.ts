import { extensionPoint } from '../modules/extension-point';

/**
 * A page whose first thing (a class hour's video) waits on calls that need nothing but its
 * address. The page's inline script (first-screen.ts) sends those calls as it starts the app's
 * entry, instead of after the entry has arrived and run: the calls then travel beside the entry,
 * not after it (docs/decisions/070). The app's own calls take the answers (web
 * api/early-calls.ts). The page's early start comes with the entry's own files (decision 071).
 */
export interface EarlyPage {
  /** The hash routes it is the page of. */
  routes: readonly string[];
  /** Its calls, GETs whose query is read from the route's own query. */
  calls: readonly EarlyPageCall[];
}

export interface EarlyPageCall {
  /** The API's path (a GET route of the contracts). */
  path: string;
  /** Each query parameter of the call, by the name of the route's query parameter it copies. */
  query: Readonly<Record<string, string>>;
}

/** Where a module names its early pages. */
export const EARLY_PAGES = extensionPoint<EarlyPage>('web.earlyPages');
