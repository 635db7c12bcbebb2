import { Readable } from 'node:stream';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import SevenZip from '7z-wasm';
import { pack } from 'tar-stream';

/**
 * Archives made in the tests, byte by byte where the point is a header a tool would never write
 * (GBK names without the UTF-8 flag, sizes that lie, names that climb out, symlinks).
 */
export interface ZipEntrySpec {
  name: string | Buffer;
  data?: Buffer;
  /** 0 stored, 8 deflated. */
  method?: 0 | 8;
  /** General purpose flags; bit 11 (0x800) says the name is UTF-8. */
  flags?: number;
  /** Size written in the headers instead of the real one (a lying header). */
  declaredSize?: number;
  /** A Unix mode for the upper external attributes (0o120777 makes a symlink). */
  unixMode?: number;
}

export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.method ?? 8;
    const packed = method === 8 ? deflateRawSync(data) : data;
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    const flags = entry.flags ?? (typeof entry.name === 'string' ? 0x800 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function buildTar(
  entries: readonly {
    name: string;
    data?: string | Buffer;
    type?: 'file' | 'directory' | 'symlink';
    linkname?: string;
  }[],
  gzip = false,
): Promise<Buffer> {
  const tar = pack();
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    if (type === 'file') {
      const data = Buffer.from(entry.data ?? '');
      tar.entry({ name: entry.name, type, size: data.length }, data);
    } else tar.entry({ name: entry.name, type, linkname: entry.linkname });
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(tar)) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  return gzip ? gzipSync(bytes) : bytes;
}

/** A 7z (or an encrypted zip) written by 7-Zip itself, in WebAssembly. */
export async function buildWith7Zip(
  files: Record<string, string | Buffer>,
  options: { type?: '7z' | 'zip'; password?: string } = {},
): Promise<Buffer> {
  const sevenZip = await SevenZip({ print: () => undefined, printErr: () => undefined });
  sevenZip.FS.mkdir('/in');
  const names: string[] = [];
  for (const [name, data] of Object.entries(files)) {
    const parts = name.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const folder = `/in/${parts.slice(0, depth).join('/')}`;
      try {
        sevenZip.FS.mkdir(folder);
      } catch {
        // made for an earlier file
      }
    }
    sevenZip.FS.writeFile(`/in/${name}`, typeof data === 'string' ? data : new Uint8Array(data));
    if (!names.includes(parts[0]!)) names.push(parts[0]!);
  }
  sevenZip.FS.chdir('/in');
  const type = options.type ?? '7z';
  sevenZip.callMain([
    'a',
    `-t${type}`,
    ...(options.password ? [`-p${options.password}`] : []),
    `/out.${type}`,
    ...names,
  ]);
  return Buffer.from(sevenZip.FS.readFile(`/out.${type}`));
}

/** RAR 4 blocks carry a CRC-16: the low half of the CRC-32 of the block from its type on. */
function rarBlock(body: Buffer): Buffer {
  const crc = Buffer.alloc(2);
  crc.writeUInt16LE(crc32(body) & 0xffff);
  return Buffer.concat([crc, body]);
}

/**
 * A RAR 4 archive with files stored (method 0x30), which no free tool writes: marker block,
 * archive header, one file header plus data per file, end block.
 */
export function buildStoredRar(files: readonly { name: string; data: Buffer }[]): Buffer {
  const mainHeader = Buffer.alloc(11);
  mainHeader[0] = 0x73;
  mainHeader.writeUInt16LE(13, 3);
  const blocks = [Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]), rarBlock(mainHeader)];
  for (const file of files) {
    const name = Buffer.from(file.name, 'latin1');
    const header = Buffer.alloc(30 + name.length);
    header[0] = 0x74;
    header.writeUInt16LE(0x8000, 1); // LONG_BLOCK: the packed data follows the header
    header.writeUInt16LE(32 + name.length, 3);
    header.writeUInt32LE(file.data.length, 5); // packed size
    header.writeUInt32LE(file.data.length, 9); // unpacked size
    header[13] = 2; // Win32
    header.writeUInt32LE(crc32(file.data), 14);
    header.writeUInt32LE(0x5a210000, 18); // DOS time
    header[22] = 20; // version 2.0 needed
    header[23] = 0x30; // stored
    header.writeUInt16LE(name.length, 24);
    header.writeUInt32LE(0x20, 26); // archive attribute
    name.copy(header, 30);
    blocks.push(rarBlock(header), file.data);
  }
  blocks.push(Buffer.from([0xc4, 0x3d, 0x7b, 0x00, 0x40, 0x07, 0x00]));
  return Buffer.concat(blocks);
}
