import {
  childPath,
  isSameOrInside,
  isValidFolderPath,
  joinFileName,
} from '@qiao/contracts/drive-rules';

/**
 * Paths inside a share. Visitors see the shared items at the share root "/" and go down into
 * shared folders by name ("/Lessons/week 1"); the owner's real paths never leave the server, and
 * nothing outside the shared items can be named.
 */
export interface ShareTop {
  id: string;
  userId: string;
  isDir: boolean;
  filePath: string;
  fileName: string;
  extendName: string;
}

export interface ShareEntry {
  id: string;
  userId: string;
  filePath: string;
}

const displayName = (top: ShareTop) => joinFileName(top.fileName, top.extendName);
const realPathOf = (top: ShareTop) => childPath(top.filePath, displayName(top));

export type ResolvedSharePath =
  { kind: 'root' } | { kind: 'inside'; top: ShareTop; realPath: string };

/**
 * The owner's folder a visitor's path names, or undefined when it names nothing in the share:
 * a bad path (`..`, doubled slashes), a first step that is no shared folder.
 */
export function resolveSharePath(
  relative: string,
  tops: readonly ShareTop[],
): ResolvedSharePath | undefined {
  if (relative === '/') return { kind: 'root' };
  if (!isValidFolderPath(relative)) return undefined;
  const [, first = '', ...rest] = relative.split('/');
  const top = tops.find((candidate) => candidate.isDir && displayName(candidate) === first);
  if (!top) return undefined;
  const realPath = [realPathOf(top), ...rest].join('/');
  return { kind: 'inside', top, realPath };
}

/** True when an entry is a shared item or lies anywhere inside a shared folder of the same owner. */
export function isInsideShare(entry: ShareEntry, tops: readonly ShareTop[]): boolean {
  return tops.some(
    (top) =>
      top.userId === entry.userId &&
      (top.id === entry.id || (top.isDir && isSameOrInside(entry.filePath, realPathOf(top)))),
  );
}

/** Where a visitor sees an entry: "/" for shared items, "/Folder/sub" for what lies inside. */
export function visitorPathOf(entry: ShareEntry, tops: readonly ShareTop[]): string {
  if (tops.some((top) => top.id === entry.id)) return '/';
  for (const top of tops) {
    const real = realPathOf(top);
    if (top.isDir && isSameOrInside(entry.filePath, real)) {
      return `/${displayName(top)}${entry.filePath.slice(real.length)}`;
    }
  }
  return '/';
}

/** Two shared items with one name would make a visitor's path name two things. */
export function hasNameClash(tops: readonly ShareTop[]): boolean {
  const names = tops.map(displayName);
  return new Set(names).size !== names.length;
}
