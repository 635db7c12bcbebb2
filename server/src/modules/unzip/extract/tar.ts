import { createGunzip } from 'node:zlib';
import { pipeline, Readable } from 'node:stream';
import { extract, type Header } from 'tar-stream';
import type { ArchiveSource, EntrySink } from './archive-source';

/**
 * Tar and tar.gz, streamed from the store. A tar states no totals up front, so every limit is
 * judged on the bytes as they come: per entry by the sink's meter, and for a tar.gz the inflated
 * stream as a whole against the archive's size (the overall compression ratio).
 */
export async function readTar(source: ArchiveSource, sink: EntrySink): Promise<void> {
  const { body } = await source.store.get(source.key);
  const reader = extract();
  let input: Readable = body;
  if (source.kind === 'tgz') {
    const gunzip = createGunzip();
    pipeline(body, gunzip, () => undefined);
    input = gunzip;
  }
  pipeline(input, reader, () => undefined);
  for await (const entry of reader) {
    const header: Header = entry.header;
    if (header.type === 'file' || header.type === 'contiguous-file') {
      // Tar stores bytes as they are: the declared size is the real one, no ratio to judge.
      // tar-stream entries are streamx streams: adapted to a Node stream for the store.
      await sink.file(header.name, Readable.from(entry, { objectMode: false }), {
        size: header.size ?? 0,
      });
    } else {
      if (header.type === 'directory') sink.folder(header.name);
      else sink.skip(header.name);
      entry.resume();
    }
  }
}
