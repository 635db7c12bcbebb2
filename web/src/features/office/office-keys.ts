import { DRIVE_KEY } from '../drive/drive-keys';

/** Office previews live under the drive's key: a change to the file refreshes them. */
export const officeKeys = {
  preview: (userFileId: string, updateTime: string) =>
    [...DRIVE_KEY, 'office-preview', userFileId, updateTime] as const,
  bytes: (userFileId: string, updateTime: string) =>
    [...DRIVE_KEY, 'office-bytes', userFileId, updateTime] as const,
};
