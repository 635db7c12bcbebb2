import type { QueryClient } from '@tanstack/react-query';

/** Every file-space query starts with this key, so one change refreshes lists, tree and quota. */
export const DRIVE_KEY = ['drive'] as const;

export const driveKeys = {
  entries: (request: object) => [...DRIVE_KEY, 'entries', request] as const,
  storage: [...DRIVE_KEY, 'storage'] as const,
  tree: [...DRIVE_KEY, 'tree'] as const,
  detail: (userFileId: string) => [...DRIVE_KEY, 'detail', userFileId] as const,
};

export function refreshDrive(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DRIVE_KEY });
}
