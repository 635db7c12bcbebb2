import { LIMITS } from '@qiao/contracts/limits';
import { locationQuery, type LocationParts } from './location-query';

// A login redirect's code and state must survive the move, and so must a forced language.
const KEPT_QUERY = ['code', 'state', 'lang'] as const;

export const MOBILE_HOME = '/mobile/#/';

/** Where a phone-sized viewport should go instead of the desktop shell, or undefined to stay. */
export function mobileRedirectTarget(
  location: LocationParts,
  viewportWidth: number,
): string | undefined {
  if (viewportWidth <= 0 || viewportWidth >= LIMITS.mobileBreakpointPx) return undefined;
  const query = locationQuery(location);
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${MOBILE_HOME}?${text}` : MOBILE_HOME;
}
