import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

export interface ZipEntry {
  /** Path inside the archive, "/"-separated; a trailing "/" makes a folder. */
  name: string;
  size: number;
  /** Opened only when the archive reaches this entry, so one file is read at a time. */
  open?: () => Promise<Readable>;
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
 * sizes or offsets pass 4 GB.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) zip.addEmptyDirectory(entry.name);
    else if (entry.open) zip.addReadStream(lazy(entry.open), entry.name, { size: entry.size });
  }
  zip.end();
  return zip.outputStream as Readable;
}
