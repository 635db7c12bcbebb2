import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../platform/http/app-error';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { contentKey } from '../media-urls';
import type { MediaReference } from './media-references';
import { isTimed, mediaTypeOf } from './media-types';
import { probeDurationSeconds } from './probe-duration';

/** A stored media file as rows point at it. */
export interface StoredMedia {
  key: string;
  type: string;
  bytes: number;
  /** Measured with ffprobe when it is installed; otherwise the manifest's value is used. */
  durationSeconds: number | undefined;
}

export type StoredMediaByFile = ReadonlyMap<string, StoredMedia>;

/** Files are hashed and stored a few at a time: enough to keep the disk busy, not the memory. */
const PARALLEL = 8;

/**
 * Durations by content hash: the same bytes last as long whatever their name, so a clip used by
 * many rows or imported again is measured once per process.
 */
const measured = new Map<string, Promise<number | undefined>>();

function durationOf(sha256: string, file: string): Promise<number | undefined> {
  let duration = measured.get(sha256);
  if (!duration) {
    duration = probeDurationSeconds(file);
    measured.set(sha256, duration);
  }
  return duration;
}

/**
 * Checks that every named file exists in the folder (the first missing one fails the import
 * before anything is written), then stores each distinct file once under `content/<sha256>`.
 * Objects already present are not written again, so a re-import costs only the hashing. An
 * import that fails after this point leaves stored objects that no row names; being
 * content-addressed, the next import reuses them.
 */
export async function storeMedia(
  store: ObjectStore,
  folder: string,
  references: readonly MediaReference[],
): Promise<StoredMediaByFile> {
  const files = new Map<string, string>();
  for (const reference of references) {
    if (files.has(reference.file)) continue;
    const absolute = path.resolve(folder, reference.file);
    const stat = await fs.stat(absolute).catch(() => undefined);
    if (!stat?.isFile()) {
      throw new AppError('contentMediaMissing', { field: reference.field, file: reference.file });
    }
    files.set(reference.file, absolute);
  }

  const stored = new Map<string, StoredMedia>();
  const queue = [...files.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, absolute] = next;
      stored.set(file, await storeOne(store, file, absolute));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return stored;
}

async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}

async function storeOne(store: ObjectStore, file: string, absolute: string): Promise<StoredMedia> {
  const type = mediaTypeOf(file);
  const { sha256, bytes } = await sha256Of(absolute);
  const key = contentKey(sha256);
  const present = await store.head(key);
  if (present?.size !== bytes) {
    await store.put(key, createReadStream(absolute), { size: bytes, contentType: type });
  }
  const durationSeconds = isTimed(type) ? await durationOf(sha256, absolute) : undefined;
  return { key, type, bytes, durationSeconds };
}
