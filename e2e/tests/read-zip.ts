import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const NAME_IS_UTF8 = 1 << 11;

/**
 * Names and UTF-8 contents of a small zip's entries, read through its central directory (sizes
 * are exact there even when the archive was streamed). Fails when a name is not marked UTF-8,
 * since unzip tools would then show Arabic and Chinese names garbled.
 */
export function readZip(bytes: Buffer): Record<string, string> {
  const end = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const found: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`bad zip entry at ${at}`);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const otherLength = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (!(flags & NAME_IS_UTF8)) throw new Error(`zip entry ${name} is not marked UTF-8`);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressedSize);
    found[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + nameLength + otherLength;
  }
  return found;
}
