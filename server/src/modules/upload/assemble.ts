import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../platform/http/app-error';
import { HashingStream } from '../../platform/storage/hashing-stream';
import type { StoredObject } from '../../platform/storage/object-store';
import { ObjectNotFoundError } from '../../platform/storage/object-store-errors';
import { discardStored, type UploadContext } from './context';
import { partsProblem } from './rules';
import { endUpload, uploadsWhere } from './sessions';
import type { UploadSessionRow } from './tables';

/** Joins the parts into the object (or finds the object a crashed completion had joined). */
export async function assemble(
  context: UploadContext,
  upload: UploadSessionRow,
): Promise<StoredObject> {
  const { store } = context;
  if (upload.fileSize === 0) {
    const stored = await store.put(upload.storageKey, Buffer.alloc(0), { size: 0 });
    await discardStored(context, upload, { object: false });
    return stored;
  }
  let held;
  try {
    held = await store.listParts(upload.storageKey, upload.storeUploadId);
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    return joinedEarlier(context, upload);
  }
  const { missing, wrongSize } = partsProblem(held, upload);
  if (missing.length > 0 || wrongSize.length > 0) throw new AppError('uploadIncomplete');
  const parts = held
    .filter((part) => part.partNumber <= upload.partCount)
    .sort((a, b) => a.partNumber - b.partNumber);
  return store.completeMultipartUpload(upload.storageKey, upload.storeUploadId, parts);
}

/**
 * The store has no such upload: either a completion joined the parts and its server stopped
 * before the entry was made (the object is there: hash it again), or the parts are gone.
 */
async function joinedEarlier(
  context: UploadContext,
  upload: UploadSessionRow,
): Promise<StoredObject> {
  if (!(await context.store.head(upload.storageKey))) {
    const ended = await endUpload(context.db, upload.id, uploadsWhere.claimedBy(upload.claimedBy!));
    if (ended) await discardStored(context, ended, { object: false });
    throw new AppError('uploadNotFound');
  }
  const read = await context.store.get(upload.storageKey);
  const hashing = new HashingStream();
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(read.body, hashing, discard);
  return hashing.result();
}
