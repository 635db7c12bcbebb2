import { PassThrough, type Readable } from 'node:stream';
import { splitFileName } from '@qiao/contracts/drive-rules';
import yazl from 'yazl';

export interface ZipEntry {
  /** Path inside the archive, "/"-separated; a trailing "/" makes a folder. */
  name: string;
  size: number;
  /** Opened only when the archive reaches this entry, so one file is read at a time. */
  open?: () => Promise<Readable>;
}

/**
 * Formats that are compressed already: deflate would spend CPU for almost no gain. Uncompressed
 * media (bmp, wav) are left out on purpose.
 */
const ALREADY_COMPRESSED = new Set([
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'avif'],
  ...['mp4', 'm4v', 'webm', 'mov', 'mkv', 'mp3', 'ogg', 'm4a', 'aac', 'flac', 'opus'],
  ...['zip', 'rar', '7z', 'gz', 'tgz', 'bz2', 'xz', 'zst', 'pdf', 'epub', 'apk', 'jar'],
  ...['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
]);

/**
 * Above this size a file is stored as is. Deflate runs at ~30 MB/s per core on incompressible
 * data (measured: 1 GiB in 35 s on a 2-core server), so a large file would cap the download at
 * that speed and hold a core; stored, it streams at CRC speed (~350 MB/s).
 */
const DEFLATE_LIMIT = 64 * 1024 * 1024;

/** Whether an entry is deflated in the archive, or stored (method 0) as is. */
export function worthDeflating(name: string, size: number): boolean {
  if (size > DEFLATE_LIMIT) return false;
  const { extension } = splitFileName(name.slice(name.lastIndexOf('/') + 1));
  return !ALREADY_COMPRESSED.has(extension.toLowerCase());
}

/** A stream that opens its source on first read. */
function lazy(open: () => Promise<Readable>): Readable {
  const out = new PassThrough();
  let started = false;
  out.on('resume', () => {
    if (started) return;
    started = true;
    open().then(
      (source) => {
        source.on('error', (error) => out.destroy(error));
        source.pipe(out);
      },
      (error: unknown) => out.destroy(error as Error),
    );
  });
  return out;
}

/**
 * A zip written while it is sent: entries are read one after another and never held whole in
 * memory. Names are stored as UTF-8 (Arabic and Chinese survive); ZIP64 records are written when
 * sizes or offsets pass 4 GB. Large and already-compressed files are stored, not deflated.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) {
      zip.addEmptyDirectory(entry.name);
    } else if (entry.open) {
      zip.addReadStream(lazy(entry.open), entry.name, {
        size: entry.size,
        compress: worthDeflating(entry.name, entry.size),
      });
    }
  }
  zip.end();
  return zip.outputStream as Readable;
}
