import { LIMITS } from '@qiao/contracts/limits';
import { SHARE_ROUTE } from '../features/drive/share/share-route';
import { locationQuery, type LocationParts } from './location-query';

// A login redirect's code and state must survive the move, and so must a forced language.
const KEPT_QUERY = ['code', 'state', 'lang'] as const;

export const MOBILE_HOME = '/mobile/#/';

/** Routes the phone site has too: a share link opened on a phone opens that share there. */
const ROUTES_ON_BOTH = [SHARE_ROUTE];

/** Where a phone-sized viewport should go instead of the desktop shell, or undefined to stay. */
export function mobileRedirectTarget(
  location: LocationParts,
  viewportWidth: number,
): string | undefined {
  if (viewportWidth <= 0 || viewportWidth >= LIMITS.mobileBreakpointPx) return undefined;
  const route = location.hash.replace(/^#/, '');
  if (ROUTES_ON_BOTH.includes(route.split('?')[0] ?? '')) {
    return `/mobile/${location.search}#${route}`;
  }
  const query = locationQuery(location);
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${MOBILE_HOME}?${text}` : MOBILE_HOME;
}
