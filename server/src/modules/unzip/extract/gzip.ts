import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream';
import type { ArchiveSource, EntrySink } from './archive-source';

/** Gzip keeps the unpacked size modulo 4 GiB in its last four bytes (ISIZE). */
async function declaredSize(source: ArchiveSource): Promise<number | undefined> {
  if (source.size < 18) return undefined;
  const { body } = await source.store.get(source.key, {
    start: source.size - 4,
    end: source.size - 1,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).readUInt32LE(0);
}

/**
 * A plain .gz is one file named after the archive without ".gz". Its stated size is judged first
 * (a bomb that says what it is goes no further); the inflated bytes are counted anyway, since the
 * trailer only holds the size modulo 4 GiB and may lie.
 */
export async function readGzip(source: ArchiveSource, sink: EntrySink): Promise<void> {
  const size = await declaredSize(source);
  sink.declare([{ size: size ?? 0, compressedSize: source.size }]);
  const { body } = await source.store.get(source.key);
  const gunzip = createGunzip();
  pipeline(body, gunzip, () => undefined);
  await sink.file(source.baseName, gunzip, { compressedSize: source.size });
}
