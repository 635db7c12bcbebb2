import type { Db } from '../../platform/db/database';
import type { ProcessLiveness } from '../../platform/db/liveness';
import type { ErrorLog } from '../../platform/logging';
import type { ObjectStore } from '../../platform/storage/object-store';
import type { UploadSessionRow } from './tables';

/** What the upload services work with. */
export interface UploadContext {
  db: Db;
  store: ObjectStore;
  /** The bucket the plans name (S3); empty for the local store. */
  bucketName: string;
  /** Whether the process behind a completion's claim still lives. */
  liveness: ProcessLiveness;
  log: ErrorLog;
}

/**
 * Erases what an ended upload left in the store: its parts and, when a completion had already
 * joined them, the object. Both calls succeed on what is already gone; a failure only leaves
 * orphan bytes (logged), never a broken entry.
 */
export async function discardStored(
  context: Pick<UploadContext, 'store' | 'log'>,
  upload: Pick<UploadSessionRow, 'id' | 'storageKey' | 'storeUploadId'>,
  options: { object: boolean },
): Promise<void> {
  const { store, log } = context;
  try {
    await store.abortMultipartUpload(upload.storageKey, upload.storeUploadId);
    if (options.object) await store.delete(upload.storageKey);
  } catch (error) {
    log.error({ err: error, uploadId: upload.id }, 'could not erase an ended upload');
  }
}
