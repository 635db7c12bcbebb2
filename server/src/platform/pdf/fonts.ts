import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The certificate's fonts. Latin in Noto Sans and Chinese in Noto Sans SC, as the npm packages
 * ship them for the web (woff files cut by Unicode range; SIL Open Font License 1.1), the Chinese
 * completed by a bundled supplement: a holder's name may hold any Chinese character, so no fixed
 * subset will do; every file of a face is indexed by the characters it really holds, and each run
 * of text is set in a file that has its glyphs.
 * Arabic in DejaVu Sans (bundled in bundled-fonts/): Noto Sans Arabic draws a letter's dots as separate
 * mark glyphs on a dotless body shared by several letters (ج ح خ), so the PDF's text layer could
 * only map that body to one of them and copied or searched Arabic came out wrong; DejaVu Sans has
 * one glyph per letter form.
 */

export type FontWeight = 400 | 700;

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

/** One face (family and weight): its files in the order they are tried. */
interface Face {
  files: string[];
  index?: Map<number, string>;
}

const LATIN_DIR = filesOf('@fontsource/noto-sans-arabic');
const CHINESE_DIR = filesOf('@fontsource/noto-sans-sc');
const BUNDLED_DIR = path.join(import.meta.dirname, 'bundled-fonts');

type Family = 'arabic' | 'latin' | 'chinese';

function arabicFace(weight: FontWeight): Face {
  return {
    files: [path.join(BUNDLED_DIR, weight === 700 ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf')],
  };
}

/** Noto Sans's Latin, as the Noto Sans Arabic package carries it. */
function latinFace(weight: FontWeight): Face {
  return {
    files: ['latin', 'latin-ext'].map((subset) =>
      path.join(LATIN_DIR, `noto-sans-arabic-${subset}-${weight}-normal.woff`),
    ),
  };
}

/**
 * The simplified-Chinese file first, then the numbered slices, then the bundled supplement: the
 * package leaves some slices out (8,734 characters of the main CJK block, 33 of them in GB 2312).
 */
function chineseFace(weight: FontWeight): Face {
  const numbered = readdirSync(CHINESE_DIR)
    .map((name) => /^noto-sans-sc-(\d+)-(\d+)-normal\.woff$/.exec(name))
    .filter((match) => match !== null && Number(match[2]) === weight)
    .map((match) => Number(match![1]))
    .sort((a, b) => a - b)
    .map((slice) => path.join(CHINESE_DIR, `noto-sans-sc-${slice}-${weight}-normal.woff`));
  return {
    files: [
      path.join(CHINESE_DIR, `noto-sans-sc-chinese-simplified-${weight}-normal.woff`),
      path.join(CHINESE_DIR, `noto-sans-sc-latin-${weight}-normal.woff`),
      ...numbered,
      // The rest of the main CJK block, in one weight (a rare character of a bold name is regular).
      path.join(BUNDLED_DIR, 'noto-sans-sc-supplement.otf'),
    ],
  };
}

const faces = new Map<string, Face>();
const bytes = new Map<string, Buffer>();

const MAKE_FACE = { arabic: arabicFace, latin: latinFace, chinese: chineseFace };

function face(family: Family, weight: FontWeight): Face {
  const key = `${family}-${weight}`;
  let found = faces.get(key);
  if (!found) {
    found = MAKE_FACE[family](weight);
    faces.set(key, found);
  }
  return found;
}

/**
 * A WOFF 1.0 file unpacked to the plain OpenType font it wraps. fontkit can read WOFF itself, but
 * with a JavaScript inflate that takes seconds for the large Chinese file; node's zlib takes
 * milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + 20 * i;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let cursor = header.length;
  const bodies = tables.map((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(cursor, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    cursor += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

/** A font file as plain OpenType bytes, read and unpacked once per process. */
export function fontBytes(file: string): Buffer {
  let read = bytes.get(file);
  if (!read) {
    read = woffToSfnt(readFileSync(file));
    bytes.set(file, read);
  }
  return read;
}

const held = new Map<string, Set<number>>();

/**
 * The characters a file holds, read once. A file fontkit cannot read (one slice of the Chinese
 * package has a character map fontkit rejects) holds none: its characters are also in the
 * simplified-Chinese file.
 */
function charactersOf(file: string): Set<number> {
  let found = held.get(file);
  if (!found) {
    try {
      // Read from the packed file: fontkit unpacks only the character map for this.
      found = new Set(fontkit.create(readFileSync(file)).characterSet);
    } catch {
      found = new Set();
    }
    held.set(file, found);
  }
  return found;
}

/** Code point → first file of the face that holds it. */
function indexOf(target: Face): Map<number, string> {
  if (target.index) return target.index;
  const index = new Map<number, string>();
  for (const file of target.files) {
    for (const codePoint of charactersOf(file))
      if (!index.has(codePoint)) index.set(codePoint, file);
  }
  target.index = index;
  return index;
}

const HAN_LIKE = /[\p{Script=Han}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const ARABIC = /\p{Script=Arabic}/u;

/**
 * The file to set a character in: Arabic letters in DejaVu Sans, Chinese characters and CJK
 * punctuation in Noto Sans SC, everything else in Noto Sans; each falls back to the others.
 */
export function fileFor(char: string, weight: FontWeight): string | null {
  const codePoint = char.codePointAt(0)!;
  const order: Family[] = ARABIC.test(char)
    ? ['arabic', 'latin', 'chinese']
    : HAN_LIKE.test(char)
      ? ['chinese', 'latin', 'arabic']
      : ['latin', 'chinese', 'arabic'];
  for (const family of order) {
    const file = indexOf(face(family, weight)).get(codePoint);
    if (file) return file;
  }
  return null;
}

/** Whether a file holds a character (a space or a digit stays in the run it is in). */
export function fileHolds(file: string, char: string): boolean {
  return charactersOf(file).has(char.codePointAt(0)!);
}

/** Characters of a text that no bundled file can draw (a name to refuse before it is printed). */
export function unprintableCharacters(text: string): string[] {
  return [...new Set([...text].filter((char) => !/\s/u.test(char) && !fileFor(char, 400)))];
}
