import { DRIVE_LIMITS, FORBIDDEN_NAME_CHARACTERS } from '@qiao/contracts/drive-rules';

/**
 * What an archive entry's name may become inside the target folder. The rule (decision 013):
 * backslashes count as separators (old Windows zippers write them), "." and empty segments are
 * dropped, and a name that is absolute ("/x", "//host/x", "C:x") or climbs with ".." refuses the
 * whole archive: such a name is hostile or broken, and unpacking the rest would hide that. Other
 * characters the drive forbids in names become "_", so honest archives from any system unpack.
 */
export type EntryPath =
  | { kind: 'inside'; segments: string[] }
  | { kind: 'escapes' }
  /** Nothing left ("./", "/"-only names): the entry is skipped. */
  | { kind: 'empty' };

const DRIVE_LETTER = /^[a-zA-Z]:/;

function cleanSegment(segment: string): string {
  const replaced = [...segment]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      return control || FORBIDDEN_NAME_CHARACTERS.includes(char) ? '_' : char;
    })
    .slice(0, DRIVE_LIMITS.nameMaxLength)
    .join('')
    .trim();
  return replaced === '' ? '_' : replaced;
}

export function entryPath(rawName: string): EntryPath {
  const name = rawName.replace(/\\/g, '/');
  if (name.startsWith('/') || DRIVE_LETTER.test(name)) return { kind: 'escapes' };
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment.trim() === '..')) return { kind: 'escapes' };
  if (segments.length === 0) return { kind: 'empty' };
  return { kind: 'inside', segments: segments.map(cleanSegment) };
}

/** The folder path of `segments` (without the last one) under `target`: "/a" + ["b","c.txt"] → "/a/b". */
export function joinUnder(target: string, segments: readonly string[]): string {
  return segments.reduce(
    (path, segment) => (path === '/' ? `/${segment}` : `${path}/${segment}`),
    target,
  );
}
