import { pageFrom, withPage } from '../../../../components/pager/page-param';

/** Orders of a zone's list: newest first, or most liked first. */
export const ZONE_SORTS = ['newest', 'liked'] as const;
export type ZoneSort = (typeof ZONE_SORTS)[number];

/** What the shared space shows, kept in the query so reload and back keep it. */
export interface ZonesQuery {
  /** The zone's base_id; empty means "the first zone". */
  zone: string;
  sort: ZoneSort;
  page: number;
}

export function parseZonesQuery(query: URLSearchParams): ZonesQuery {
  const sort = ZONE_SORTS.find((value) => value === query.get('sort')) ?? 'newest';
  return {
    zone: (query.get('zone') ?? '').trim(),
    sort,
    page: pageFrom(query),
  };
}

/** Defaults stay out of the address, so a plain link and a fresh visit look alike. */
export function zonesSearch(next: ZonesQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (next.zone) query.set('zone', next.zone);
  if (next.sort !== 'newest') query.set('sort', next.sort);
  return withPage(query, next.page);
}

/** The zone to show: the one asked for if it still exists, else the first. */
export function chosenZone<Z extends { base_id: string | number }>(
  zones: readonly Z[],
  wanted: string,
): Z | undefined {
  return zones.find((zone) => String(zone.base_id) === wanted) ?? zones[0];
}
