import type { Readable } from 'node:stream';
import { fitsOneRequest } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import { ObjectSizeMismatchError } from '../../platform/storage/object-store-errors';
import { newObjectKey } from '../../platform/storage/object-key';
import { assertValidFolderPath, assertValidName, type UserFileRow } from '../drive';
import type { UploadContext } from './context';
import type { DeclaredFile } from './plan';
import type { StoredFileRecorder } from './stored-file-entries';

export interface OneRequestFile extends DeclaredFile {
  /** The file's bytes, streamed into the store. */
  body: Readable;
  /** The request's Content-Length, when the browser sent one. */
  requestBytes: number | undefined;
}

/**
 * `uploadfile`: a file that fits one part, planned, stored, verified and shown in one call. The
 * bytes are written durably first (the local store flushes them to disk before its rename), then
 * checked against the declared size and MD5; the quota, the object row and the entry follow in
 * one transaction (the recorder's, shared with the files arriving meanwhile), so nothing is visible
 * before the bytes are safe and nothing is counted for a file refused. Whatever fails after the
 * bytes were written erases them again.
 */
export async function uploadInOneRequest(
  context: UploadContext,
  recorder: StoredFileRecorder,
  userId: string,
  file: OneRequestFile,
): Promise<UserFileRow> {
  const { store } = context;
  const fileName = file.fileName.trim();
  assertValidName(fileName);
  assertValidFolderPath(file.filePath);
  if (!fitsOneRequest(file.fileSize)) throw new AppError('uploadTooLargeForOneRequest');
  // A body announced at another length is refused before it is read.
  if (file.requestBytes !== undefined && file.requestBytes !== file.fileSize) {
    throw new AppError('uploadVerifyFailed');
  }

  const key = newObjectKey();
  const coming = recorder.coming();
  const stored = await store.put(key, file.body, { size: file.fileSize }).catch((error) => {
    coming.giveUp();
    // The store keeps nothing of a body of the wrong length.
    if (error instanceof ObjectSizeMismatchError) throw new AppError('uploadVerifyFailed');
    throw error;
  });
  try {
    if (stored.md5 !== file.md5) {
      coming.giveUp();
      throw new AppError('uploadVerifyFailed');
    }
    return await coming.record({
      userId,
      fileName,
      filePath: file.filePath,
      storageKey: key,
      size: stored.size,
      md5: stored.md5,
      sha256: stored.sha256,
    });
  } catch (error) {
    await store.delete(key).catch((cause: unknown) => {
      context.log.error({ err: cause, key }, 'could not erase a refused upload');
    });
    throw error;
  }
}
