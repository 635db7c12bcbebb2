import { childPath } from '@qiao/contracts/drive-rules';

function segmentsOf(relativePath: string | null | undefined): string[] {
  return (relativePath ?? '').split('/').filter((segment) => segment !== '');
}

/**
 * The folder a file goes into: the folder the upload started from joined with the file's own
 * folders inside what was picked or dropped ("lesson 1/audio/a.mp3" → current/lesson 1/audio).
 * Browsers give "/lesson 1/a.mp3" (drop) or "lesson 1/a.mp3" (folder picker); both work.
 */
export function targetFolderOf(currentFolder: string, relativePath: string | null | undefined) {
  const folders = segmentsOf(relativePath).slice(0, -1);
  return folders.reduce((path, folder) => childPath(path, folder), currentFolder);
}

/** The top folder of a file picked inside a folder, or undefined for a loose file. */
export function topFolderOf(relativePath: string | null | undefined): string | undefined {
  const segments = segmentsOf(relativePath);
  return segments.length > 1 ? segments[0] : undefined;
}
