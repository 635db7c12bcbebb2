import { CODE_EXTENSIONS, MARKDOWN_EXTENSIONS, PLAIN_TEXT_EXTENSIONS } from './drive-preview';

/**
 * Rules of the file space that both sides apply (spec file space §3, §5, §9), as pure functions.
 */

export const DRIVE_LIMITS = {
  /** File and folder names (spec §9). */
  nameMaxLength: 255,
  /** Whole paths stay well inside what any index and URL can carry. */
  pathMaxLength: 4096,
  /** Deleted items are erased after this many days (spec §9). */
  recycleRetentionDays: 100,
  /** Grid size of the file view by default (spec §2). */
  defaultGridSize: 50,
  /** Lifetime of a signed download address. */
  downloadUrlSeconds: 300,
} as const;

/** Spec `file_type`: what the category filters of the left menu select. */
export const FILE_TYPES = { image: 1, document: 2, video: 3, audio: 4, other: 5 } as const;
export type FileTypeName = keyof typeof FILE_TYPES;
export type FileType = (typeof FILE_TYPES)[FileTypeName];

const EXTENSIONS: Record<Exclude<FileTypeName, 'other'>, readonly string[]> = {
  image: ['bmp', 'jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff', 'webp', 'svg'],
  video: ['mp4', 'webm', 'mov', 'avi', 'mpg', 'mpeg', 'mkv', 'swf', 'm4v'],
  audio: ['mp3', 'wav', 'aac', 'flac', 'ogg', 'm4a', 'wma', 'amr', 'aif', 'au', 'mmf', 'ram'],
  // Office files and e-books, then everything read as text (notes, markdown, source code).
  document: [
    ...['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf', 'pdf', 'epub', 'wps'],
    ...['xls', 'xlsx', 'xlsm', 'ods', 'ppt', 'pptx', 'pps', 'ppsx', 'odp'],
    ...PLAIN_TEXT_EXTENSIONS,
    ...MARKDOWN_EXTENSIONS,
    ...CODE_EXTENSIONS,
  ],
};

const typeByExtension = new Map<string, FileType>(
  (Object.entries(EXTENSIONS) as [Exclude<FileTypeName, 'other'>, readonly string[]][]).flatMap(
    ([name, list]) => list.map((extension) => [extension, FILE_TYPES[name]] as const),
  ),
);

/** The category of a file by its extension, case-insensitively; anything unknown is "other". */
export function fileTypeOf(extension: string | null | undefined): FileType {
  return typeByExtension.get((extension ?? '').toLowerCase()) ?? FILE_TYPES.other;
}

/** Splits "课文.第一课.pdf" into name "课文.第一课" and extension "pdf"; ".env" has no extension. */
export function splitFileName(fullName: string): { name: string; extension: string } {
  const dot = fullName.lastIndexOf('.');
  if (dot <= 0 || dot === fullName.length - 1) return { name: fullName, extension: '' };
  return { name: fullName.slice(0, dot), extension: fullName.slice(dot + 1) };
}

export function joinFileName(name: string, extension: string | null | undefined): string {
  return extension ? `${name}.${extension}` : name;
}

/** Characters the spec forbids in folder names, and that no file name may contain either. */
export const FORBIDDEN_NAME_CHARACTERS = '\\/:*?"<>|';

export type NameProblem = 'required' | 'tooLong' | 'forbiddenCharacter' | 'reserved';

/** C0 and C1 control characters: invisible, and unsafe in headers and archives. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Why a file or folder name is refused, or undefined when it is fine. */
export function nameProblem(name: string): NameProblem | undefined {
  if (name.trim() === '') return 'required';
  if ([...name].length > DRIVE_LIMITS.nameMaxLength) return 'tooLong';
  if ([...name].some((char) => FORBIDDEN_NAME_CHARACTERS.includes(char) || isControl(char))) {
    return 'forbiddenCharacter';
  }
  if (name === '.' || name === '..') return 'reserved';
  return undefined;
}

/** A folder path as stored: "/" or "/a/b", every segment a valid name. */
export function isValidFolderPath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.endsWith('/') || path.length > DRIVE_LIMITS.pathMaxLength) {
    return false;
  }
  return path
    .slice(1)
    .split('/')
    .every((segment) => nameProblem(segment) === undefined && segment === segment.trim());
}

export function childPath(parent: string, name: string): string {
  return parent === '/' ? `/${name}` : `${parent}/${name}`;
}

/** True when `path` is `folder` itself or lies anywhere beneath it. */
export function isSameOrInside(path: string, folder: string): boolean {
  return folder === '/' || path === folder || path.startsWith(`${folder}/`);
}

/** "name(1)", "name(2)"... the first that is free (spec: restore on a clash). */
export function freeName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  for (let n = 1; ; n += 1) {
    const candidate = `${name}(${n})`;
    if (!taken(candidate)) return candidate;
  }
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Sizes in B, KB, MB, GB, TB with base 1024 (spec §9), at most two decimals. */
export function formatSize(bytes: number | null | undefined): string {
  let value = Math.max(0, bytes ?? 0);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 100) / 100);
  return `${rounded} ${UNITS[unit]}`;
}
