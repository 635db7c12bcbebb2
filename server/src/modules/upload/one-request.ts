import type { Readable } from 'node:stream';
import { fitsOneRequest } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import { ObjectSizeMismatchError } from '../../platform/storage/object-store-errors';
import { newObjectKey } from '../../platform/storage/object-key';
import { assertValidFolderPath, assertValidName, type UserFileRow } from '../drive';
import type { UploadContext } from './context';
import type { DeclaredFile } from './plan';
import type { ComingFile, StoredFileRecorder } from './stored-file-entries';

export interface OneRequestFile extends DeclaredFile {
  /** The file's bytes, streamed into the store. */
  body: Readable;
  /** The request's Content-Length, when the browser sent one. */
  requestBytes: number | undefined;
}

/** A small file's bytes held durably in the store, checked, and not yet recorded. */
export interface HeldSmallFile {
  fileName: string;
  filePath: string;
  key: string;
  size: number;
  md5: string;
  sha256: string;
}

/**
 * The first half of a one-request upload: the declaration checked, the bytes written durably (the
 * local store flushes them to disk before its rename) and checked against the declared size and
 * MD5. Nothing is kept of a file refused; `coming` is given up then.
 */
export async function holdSmallFile(
  context: UploadContext,
  coming: ComingFile,
  file: OneRequestFile,
): Promise<HeldSmallFile> {
  const { store } = context;
  try {
    const fileName = file.fileName.trim();
    assertValidName(fileName);
    assertValidFolderPath(file.filePath);
    if (!fitsOneRequest(file.fileSize)) throw new AppError('uploadTooLargeForOneRequest');
    // A body announced at another length is refused before it is read.
    if (file.requestBytes !== undefined && file.requestBytes !== file.fileSize) {
      throw new AppError('uploadVerifyFailed');
    }
    const key = newObjectKey();
    const stored = await store.put(key, file.body, { size: file.fileSize }).catch((error) => {
      // The store keeps nothing of a body of the wrong length.
      if (error instanceof ObjectSizeMismatchError) throw new AppError('uploadVerifyFailed');
      throw error;
    });
    if (stored.md5 !== file.md5) {
      await eraseHeld(context, key);
      throw new AppError('uploadVerifyFailed');
    }
    return { fileName, filePath: file.filePath, key, ...stored };
  } catch (error) {
    coming.giveUp();
    throw error;
  }
}

/** Erases the bytes of a file that will not be recorded; a failure is logged, not thrown. */
export async function eraseHeld(context: UploadContext, key: string): Promise<void> {
  await context.store.delete(key).catch((cause: unknown) => {
    context.log.error({ err: cause, key }, 'could not erase a refused upload');
  });
}

/**
 * The second half: quota, object row and entry, in the recorder's transaction shared with the
 * files arriving meanwhile (group commit). The bytes are erased again if that fails.
 */
export async function recordHeldFile(
  context: UploadContext,
  coming: ComingFile,
  userId: string,
  held: HeldSmallFile,
): Promise<UserFileRow> {
  try {
    return await coming.record({
      userId,
      fileName: held.fileName,
      filePath: held.filePath,
      storageKey: held.key,
      size: held.size,
      md5: held.md5,
      sha256: held.sha256,
    });
  } catch (error) {
    await eraseHeld(context, held.key);
    throw error;
  }
}

/**
 * `uploadfile`: a file that fits one part, planned, stored, verified and shown in one call. The
 * bytes are written and checked first, then recorded, so nothing is visible before the bytes are
 * safe and nothing is counted for a file refused.
 */
export async function uploadInOneRequest(
  context: UploadContext,
  recorder: StoredFileRecorder,
  userId: string,
  file: OneRequestFile,
): Promise<UserFileRow> {
  const coming = recorder.coming();
  const held = await holdSmallFile(context, coming, file);
  return recordHeldFile(context, coming, userId, held);
}
