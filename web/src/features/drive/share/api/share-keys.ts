import type { QueryClient } from '@tanstack/react-query';

/** Queries of sharing: the owner's own shares, and what a visitor reads inside one share. */
export const SHARE_KEY = ['share'] as const;

export const shareKeys = {
  mine: [...SHARE_KEY, 'mine'] as const,
  mineList: (kind: 'link' | 'public', page: number) => [...SHARE_KEY, 'mine', kind, page] as const,
  pendingPublic: [...SHARE_KEY, 'mine', 'pending-public'] as const,
  categories: (lang: number) => [...SHARE_KEY, 'categories', lang] as const,
  access: (shareBatchNum: string) => [...SHARE_KEY, 'access', shareBatchNum] as const,
  entries: (request: object) => [...SHARE_KEY, 'entries', request] as const,
};

export function refreshMyShares(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shareKeys.mine });
}
