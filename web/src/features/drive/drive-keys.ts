import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the file space. Every one starts with `drive`, so one file change refreshes lists,
 * tree, quota and previews; the features built on the drive (office previews) start their keys
 * here too. Sharing keys its own queries (share/share-keys.ts), so a file change leaves them be.
 */
export const DRIVE_KEY = ['drive'] as const;

export const driveKeys = {
  entries: (request: object) => [...DRIVE_KEY, 'entries', request] as const,
  storage: [...DRIVE_KEY, 'storage'] as const,
  tree: [...DRIVE_KEY, 'tree'] as const,
  detail: (userFileId: string) => [...DRIVE_KEY, 'detail', userFileId] as const,
  textPreview: (source: string, updateTime: string) =>
    [...DRIVE_KEY, 'text-preview', source, updateTime] as const,
};

export function refreshDrive(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DRIVE_KEY });
}
