import type { UserFile } from '@qiao/contracts/drive';

/** Lists of files travel as JSON text of `[{ userFileId }]` (spec §7 `files`, `recoveryFileIds`). */
export function fileListJson(files: readonly Pick<UserFile, 'userFileId'>[]): string {
  return JSON.stringify(files.map(({ userFileId }) => ({ userFileId })));
}
