import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UNZIP_LIMITS } from '@qiao/contracts/unzip';
import { AppError } from '../../../platform/http/app-error';
import { decodeZipName } from '../zip-names';
import type { ArchiveSource, EntrySink } from './archive-source';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
/** Unix "made by" host in the upper byte of versionMadeBy. */
const HOST_UNIX = 3;

/** Small reads (headers) are served from one window of this size, read from the store at once. */
const WINDOW_BYTES = 1024 * 1024;

async function readRange(source: ArchiveSource, start: number, end: number): Promise<Buffer> {
  const { body } = await source.store.get(source.key, { start, end: end - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads byte ranges of the archive straight from the store, so big zips never sit in memory.
 * yauzl reads the central directory header by header; a window keeps that to a few store reads.
 */
class StoreRangeReader extends yauzl.RandomAccessReader {
  private window: { start: number; bytes: Promise<Buffer> } | undefined;

  constructor(private readonly source: ArchiveSource) {
    super();
  }

  private windowFor(start: number, end: number): Promise<Buffer> | undefined {
    if (end - start > WINDOW_BYTES / 4) return undefined;
    const held = this.window;
    if (!held || start < held.start || end > held.start + WINDOW_BYTES) {
      const windowEnd = Math.min(this.source.size, start + WINDOW_BYTES);
      this.window = { start, bytes: readRange(this.source, start, windowEnd) };
    }
    const window = this.window!;
    return window.bytes.then((bytes) => bytes.subarray(start - window.start, end - window.start));
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    const small = this.windowFor(start, end);
    if (small) {
      small.then(
        (bytes) => out.end(bytes),
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    }
    this.source.store.get(this.source.key, { start, end: end - 1 }).then(
      (read) => read.body.on('error', (error) => out.destroy(error)).pipe(out),
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }
}

/** Regular files and folders only: a Unix mode that says symlink, device or pipe is skipped. */
function unixKind(entry: Entry): 'file' | 'folder' | 'other' | undefined {
  if (entry.versionMadeBy >> 8 !== HOST_UNIX) return undefined;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === 0 || mode === S_IFREG) return 'file';
  return mode === S_IFDIR ? 'folder' : 'other';
}

async function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Zip: the central directory is read first, so the entry count, declared sizes and ratios are
 * judged before anything is inflated; then each entry is inflated through the sink's meter, which
 * catches entries that produce more than they declared (yauzl's own size check is off so that a
 * lying header is reported as a bomb, not as damage).
 */
export async function readZip(source: ArchiveSource, sink: EntrySink): Promise<void> {
  const zip = await yauzl.fromRandomAccessReaderPromise(new StoreRangeReader(source), source.size, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: false,
    strictFileNames: false,
  });
  try {
    // The end record states the count: a zip with too many entries is refused before reading them.
    sink.declare(
      Array.from({ length: Math.min(zip.entryCount, UNZIP_LIMITS.maxEntries + 1) }, () => ({
        size: 0,
      })),
    );
    const entries = await readEntries(zip);
    if (entries.some((entry) => entry.isEncrypted())) throw new AppError('unzipEncrypted');
    sink.declare(
      entries.map((entry) => ({
        size: entry.uncompressedSize,
        compressedSize: entry.compressedSize,
      })),
    );
    for (const entry of entries) {
      const name = decodeZipName(entry.fileNameRaw, entry.generalPurposeBitFlag, entry.extraFields);
      const kind = unixKind(entry);
      if (kind === 'other') sink.skip(name);
      else if (kind === 'folder' || /[/\\]$/.test(name)) sink.folder(name);
      else {
        const body = await zip.openReadStreamPromise(entry);
        await sink.file(name, body, {
          size: entry.uncompressedSize,
          compressedSize: entry.compressedSize,
        });
      }
    }
  } finally {
    zip.close();
  }
}
