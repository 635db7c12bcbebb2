import type { ZoneSort } from '../rules/zones-query';

/** Query keys of public sharing; an action invalidates `all` so every list and counter refreshes. */
export const publicShareKeys = {
  all: ['public-share'] as const,
  zones: (lang: number) => ['public-share', 'zones', lang] as const,
  zone: (zone: number | undefined, sort: ZoneSort, page: number) =>
    ['public-share', 'zone', zone, sort, page] as const,
  detail: (shareBatchNum: string, filePath: string, page: number) =>
    ['public-share', 'detail', shareBatchNum, filePath, page] as const,
  pending: (page: number) => ['public-share', 'pending', page] as const,
  mine: (list: string, page: number) => ['public-share', 'mine', list, page] as const,
};
