import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inside the root, so a rename from it never crosses file systems; keys cannot start with a dot. */
export const TEMP_FOLDER = '.tmp';

/** A fresh name in the temp folder; what a crash leaves there is cleared by `prepare()`. */
export function tempPathIn(tempDir: string, suffix = '.part'): string {
  return path.join(tempDir, `${randomUUID()}${suffix}`);
}

/**
 * Runs `step`, and when its folder is missing makes the folder and runs it once more. Folders are
 * made only when a step finds them missing: a `mkdir` before every write cost a tenth of a
 * millisecond of the event loop per small file, for folders that almost always exist.
 */
async function inFolderOf<T>(file: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fsp.mkdir(path.dirname(file), { recursive: true });
    return step();
  }
}

/** Renames `from` to `to`, making `to`'s folder when it is missing. */
export function renameInto(from: string, to: string): Promise<void> {
  return inFolderOf(to, () => fsp.rename(from, to));
}

/** Streams `source` through `through` into a new file, flushed to disk before this resolves. */
export async function writeDurably(source: Readable, through: Transform, file: string) {
  // The file is opened before any byte flows: a stream that opens it lazily could create it
  // after a failed write was already cleaned up, leaving a stray temp file behind.
  const handle = await inFolderOf(file, () => fsp.open(file, 'wx'));
  // `flush` fsyncs before close, so a later rename never publishes bytes still in the page cache.
  await pipeline(source, through, handle.createWriteStream({ flush: true }));
}

/** Makes renames into `folder` durable. Windows cannot open a folder to flush it. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
