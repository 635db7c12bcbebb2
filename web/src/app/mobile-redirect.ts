import { LIMITS } from '@qiao/contracts/limits';
import { SHARE_ROUTE } from '../features/share/share-route';
import { PERSONAL_ROUTE } from '../session/menu-routes';
import { locationQuery, type LocationParts } from './location-query';
import { HOME_ROUTES } from '../features/home/home-routes';

// A login redirect's code and state must survive the move, and so must a forced language.
const KEPT_QUERY = ['code', 'state', 'lang'] as const;

export const MOBILE_HOME = '/mobile/#/';

/**
 * Pages the phone site has of its own besides the home: a phone opening one of them on the desktop
 * shell goes to the same page there (a share link opened on a phone opens that share).
 */
const ROUTES_ON_BOTH = [SHARE_ROUTE, PERSONAL_ROUTE];

/** Every route the phone site draws itself; it opens any other one on the desktop shell. */
export const MOBILE_ROUTES: readonly string[] = [...HOME_ROUTES, ...ROUTES_ON_BOTH];

/**
 * Where a phone-sized viewport should go instead of the desktop shell, or undefined to stay. A
 * page the phone site has not got yet stays on the desktop shell (drawn to fit a phone), rather
 * than sending the phone to the mobile home and losing the page; a login coming back always
 * finishes on the phone site.
 */
export function mobileRedirectTarget(
  location: LocationParts,
  viewportWidth: number,
): string | undefined {
  if (viewportWidth <= 0 || viewportWidth >= LIMITS.mobileBreakpointPx) return undefined;
  const route = location.hash.replace(/^#/, '');
  const path = route.split('?')[0] || '/';
  const query = locationQuery(location);
  if (ROUTES_ON_BOTH.includes(path)) {
    return `/mobile/${location.search}#${route}`;
  }
  const loginReturn = query.get('code') !== null && query.get('state') !== null;
  if (!loginReturn && !(HOME_ROUTES as readonly string[]).includes(path)) return undefined;
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${MOBILE_HOME}?${text}` : MOBILE_HOME;
}
