import type { QueryClient } from '@tanstack/react-query';
import type { ZoneSort } from './public-share/rules/zones-query';

/**
 * Query keys of the file space and its sharing. Each group starts with its own word, so one change
 * refreshes just that group: a file change invalidates `drive` (lists, tree, quota, previews), a
 * share change `share` (the owner's shares), a public-share action `public-share`.
 */

/** Every file-space query starts with this key, so one change refreshes lists, tree and quota. */
export const DRIVE_KEY = ['drive'] as const;

export const driveKeys = {
  entries: (request: object) => [...DRIVE_KEY, 'entries', request] as const,
  storage: [...DRIVE_KEY, 'storage'] as const,
  tree: [...DRIVE_KEY, 'tree'] as const,
  detail: (userFileId: string) => [...DRIVE_KEY, 'detail', userFileId] as const,
  textPreview: (source: string, updateTime: string) =>
    [...DRIVE_KEY, 'text-preview', source, updateTime] as const,
  officePreview: (userFileId: string, updateTime: string) =>
    [...DRIVE_KEY, 'office-preview', userFileId, updateTime] as const,
  officeBytes: (userFileId: string, updateTime: string) =>
    [...DRIVE_KEY, 'office-bytes', userFileId, updateTime] as const,
};

export function refreshDrive(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DRIVE_KEY });
}

/** The editors: read fresh when one opens, outside `drive` so a save does not reload them. */
export const editorKeys = {
  content: (userFileId: string) => ['editor', 'content', userFileId] as const,
  officeConfig: (userFileId: string) => ['editor', 'office-config', userFileId] as const,
  officeInfo: ['editor', 'office-info'] as const,
};

/** Queries of sharing: the owner's own shares, and what a visitor reads inside one share. */
export const SHARE_KEY = ['share'] as const;

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
