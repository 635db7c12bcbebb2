import { Readable } from 'node:stream';
import SevenZip, { type SevenZipModule } from '7z-wasm';
import { UNZIP_LIMITS } from '@qiao/contracts/unzip';
import { formatSize } from '@qiao/contracts/drive-rules';
import { AppError } from '../../../platform/http/app-error';
import type { ArchiveSource, EntrySink } from './archive-source';

interface ListedEntry {
  path: string;
  folder: boolean;
  size: number;
  packed: number | undefined;
  encrypted: boolean;
  link: boolean;
}

/** One 7-Zip run in a fresh WebAssembly instance: a failed run can leave an instance unusable. */
async function sevenZip(files: Record<string, Uint8Array>) {
  const lines: string[] = [];
  const module: SevenZipModule = await SevenZip({
    print: (line: string) => void lines.push(line),
    printErr: (line: string) => void lines.push(line),
  });
  for (const [name, bytes] of Object.entries(files)) module.FS.writeFile(name, bytes);
  const run = (args: string[]): { code: number | 'threw'; lines: string[] } => {
    lines.length = 0;
    try {
      return { code: (module.callMain(args) as unknown as number) ?? 0, lines: [...lines] };
    } catch {
      return { code: 'threw', lines: [...lines] };
    }
  };
  return { module, run };
}

/** Parses `7zz l -slt`: one block of "Key = value" lines per entry after the "----------" line. */
export function parseTechnicalListing(lines: readonly string[]): ListedEntry[] {
  const start = lines.indexOf('----------');
  if (start < 0) return [];
  const entries: ListedEntry[] = [];
  let block: Record<string, string> = {};
  const flush = () => {
    if (block.Path !== undefined) {
      const attributes = block.Attributes ?? '';
      entries.push({
        path: block.Path,
        folder: block.Folder === '+' || /^D/.test(attributes),
        size: Number(block.Size ?? 0) || 0,
        packed: block['Packed Size'] ? Number(block['Packed Size']) : undefined,
        encrypted: block.Encrypted === '+',
        // A Unix mode "lrwx..." or a link field: symbolic and hard links are never unpacked.
        link:
          / l[rwx-]{9}/.test(` ${attributes}`) ||
          Boolean(block['Symbolic Link'] || block['Hard Link'] || block.Link),
      });
    }
    block = {};
  };
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') flush();
    const cut = line.indexOf(' = ');
    if (cut > 0) block[line.slice(0, cut)] = line.slice(cut + 3);
  }
  flush();
  return entries;
}

async function readWhole(source: ArchiveSource): Promise<Buffer> {
  const { body } = await source.store.get(source.key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A password no real archive uses: 7-Zip must never wait for one on a terminal.
const NO_PASSWORD = '-pqiao-no-password';

/**
 * 7z and rar through 7-Zip compiled to WebAssembly, which works in memory: the listing's declared
 * sizes are judged first (and capped at `maxInMemoryBytes`), then everything is extracted into
 * the in-memory file system and handed to the sink file by file, metered again as it goes.
 */
export async function readSevenZip(source: ArchiveSource, sink: EntrySink): Promise<void> {
  if (source.size > UNZIP_LIMITS.maxInMemoryBytes) {
    throw new AppError('unzipTooLarge', { max: formatSize(UNZIP_LIMITS.maxInMemoryBytes) });
  }
  const archive = `/archive.${source.kind}`;
  const { module, run } = await sevenZip({ [archive]: await readWhole(source) });
  const listing = run(['l', '-slt', NO_PASSWORD, archive]);
  // 7-Zip throws (rather than reporting) when headers are encrypted and the password is wrong.
  if (listing.code === 'threw')
    throw new AppError(source.kind === '7z' ? 'unzipEncrypted' : 'unzipCorrupt');
  if (listing.lines.some((line) => /wrong password|can ?not open encrypted/i.test(line))) {
    throw new AppError('unzipEncrypted');
  }
  if (listing.code !== 0) throw new AppError('unzipCorrupt');
  const entries = parseTechnicalListing(listing.lines);
  if (entries.some((entry) => entry.encrypted)) throw new AppError('unzipEncrypted');
  sink.declare(entries.map((entry) => ({ size: entry.size, compressedSize: entry.packed })));

  const extracted = run(['x', '-o/out', '-y', NO_PASSWORD, archive]);
  if (extracted.code !== 0) {
    const wrongPassword = extracted.lines.some((line) => /wrong password/i.test(line));
    throw new AppError(wrongPassword ? 'unzipEncrypted' : 'unzipCorrupt');
  }
  for (const entry of entries) {
    if (entry.link) sink.skip(entry.path);
    else if (entry.folder) sink.folder(entry.path);
    else {
      // Names that escape are refused by the sink before this read; the rest sit where listed.
      let bytes: Uint8Array;
      try {
        bytes = module.FS.readFile(`/out/${entry.path.replace(/\\/g, '/')}`);
      } catch {
        // Not extracted: the sink refuses the name, or finds the entry short (damaged).
        await sink.file(entry.path, Readable.from([]), { size: entry.size });
        continue;
      }
      await sink.file(entry.path, Readable.from([Buffer.from(bytes)]), {
        size: entry.size,
        compressedSize: entry.packed,
      });
    }
  }
}
