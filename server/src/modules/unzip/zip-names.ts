import { crc32 } from 'node:zlib';

/** Zip general purpose flag bit 11: the name and comment are UTF-8. */
const UTF8_FLAG = 0x800;
/** Info-ZIP Unicode Path extra field: version 1, CRC-32 of the header name, the UTF-8 name. */
const UNICODE_PATH_FIELD = 0x7075;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk');

export interface ZipExtraField {
  id: number;
  data: Buffer;
}

/**
 * The name of a zip entry as its author saw it. UTF-8 when the flag or the Info-ZIP unicode path
 * field says so; otherwise bytes that are valid UTF-8 are taken as UTF-8 (macOS writes UTF-8
 * without the flag), and anything else as GBK, the code page of Chinese Windows, whose zip tools
 * write names without any flag. Plain ASCII reads the same in all of them.
 */
export function decodeZipName(
  raw: Buffer,
  flags: number,
  extras: readonly ZipExtraField[],
): string {
  if (flags & UTF8_FLAG) return raw.toString('utf8');
  const unicode = extras.find((field) => field.id === UNICODE_PATH_FIELD);
  // The field is only trusted while it still matches the name it was written for.
  if (unicode && unicode.data.length >= 5 && unicode.data[0] === 1) {
    if (unicode.data.readUInt32LE(1) === crc32(raw))
      return unicode.data.subarray(5).toString('utf8');
  }
  try {
    return strictUtf8.decode(raw);
  } catch {
    return gbk.decode(raw);
  }
}
