import type { QueryClient } from '@tanstack/react-query';
import type { ZoneSort } from './public/rules/zones-query';

/**
 * Query keys of sharing. Each group starts with its own word, so one change refreshes just that
 * group: a share change `share` (the owner's shares), a public-share action `public-share`.
 */
export const SHARE_KEY = ['share'] as const;

/** Queries of sharing: the owner's own shares, and what a visitor reads inside one share. */
export const shareKeys = {
  mine: [...SHARE_KEY, 'mine'] as const,
  mineList: (kind: 'link' | 'public', page: number) => [...SHARE_KEY, 'mine', kind, page] as const,
  pendingPublic: [...SHARE_KEY, 'mine', 'pending-public'] as const,
  categories: (lang: number) => [...SHARE_KEY, 'categories', lang] as const,
  access: (shareBatchNum: string) => [...SHARE_KEY, 'access', shareBatchNum] as const,
  /** A share opened with its extraction code; the code prompt writes it, the visit reads it. */
  opened: (shareBatchNum: string, extractionCode: string) =>
    [...SHARE_KEY, 'access', shareBatchNum, 'opened', extractionCode] as const,
  entries: (request: object) => [...SHARE_KEY, 'entries', request] as const,
};

export function refreshMyShares(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shareKeys.mine });
}

/** Query keys of public sharing; an action invalidates `all` so every list and counter refreshes. */
export const publicShareKeys = {
  all: ['public-share'] as const,
  zones: (lang: number) => ['public-share', 'zones', lang] as const,
  zone: (zone: number | undefined, sort: ZoneSort, page: number) =>
    ['public-share', 'zone', zone, sort, page] as const,
  detail: (shareBatchNum: string, filePath: string, page: number) =>
    ['public-share', 'detail', shareBatchNum, filePath, page] as const,
  /** The whole of a share's top folder, read once when it is saved or reported as a whole. */
  rootItems: (shareBatchNum: string) => ['public-share', 'root-items', shareBatchNum] as const,
  pending: (page: number) => ['public-share', 'pending', page] as const,
  mine: (list: string, page: number) => ['public-share', 'mine', list, page] as const,
};
