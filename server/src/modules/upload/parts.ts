import type { Readable } from 'node:stream';
import type { UploadedPart } from '@qiao/contracts/upload';
import { expectedPartSize, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import {
  ObjectNotFoundError,
  ObjectSizeMismatchError,
} from '../../platform/storage/object-store-errors';
import { discardStored, type UploadContext } from './context';
import { partRequestFits } from './rules';
import { endUpload, findOpenUpload, uploadsWhere, touchUpload } from './sessions';
import type { UploadSessionRow } from './tables';

/** The store lost an open upload's parts: end it, so the browser starts afresh. */
async function lostInStore(context: UploadContext, upload: UploadSessionRow): Promise<never> {
  const ended = await endUpload(context.db, upload.id, uploadsWhere.open());
  if (ended) await discardStored(context, ended, { object: false });
  throw new AppError('uploadNotFound');
}

/** The chunk test: the parts of this user's upload the store holds. */
export async function heldParts(
  context: UploadContext,
  userId: string,
  uploadId: string,
): Promise<UploadedPart[]> {
  const upload = await findOpenUpload(context.db, context.liveness, userId, uploadId);
  await touchUpload(context.db, upload);
  try {
    const parts = await context.store.listParts(upload.storageKey, upload.storeUploadId);
    return parts.map(({ partNumber, size, etag }) => ({ partNumber, size, etag }));
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return lostInStore(context, upload);
    throw error;
  }
}

export interface IncomingPart {
  uploadId: string;
  partNumber: number;
  /** The part's bytes, streamed: never held whole in memory. */
  body: Readable;
  /** The request's Content-Length, when the browser sent one. */
  requestBytes: number | undefined;
}

/**
 * Stores one part sent through Qiao (local store). Its length must be exactly what the file's
 * arithmetic gives that part: a longer or shorter body is refused and nothing is kept, and a
 * request announcing more than a part's worth is refused before its body is read.
 */
export async function receivePart(
  context: UploadContext,
  userId: string,
  part: IncomingPart,
): Promise<UploadedPart> {
  const upload = await findOpenUpload(context.db, context.liveness, userId, part.uploadId);
  const size = expectedPartSize(upload.fileSize, upload.partSize, part.partNumber);
  if (size < 0 || !partRequestFits(part.requestBytes, size)) {
    throw new AppError('uploadPartInvalid');
  }
  await touchUpload(context.db, upload);
  try {
    const stored = await context.store.putPart(
      upload.storageKey,
      upload.storeUploadId,
      part.partNumber,
      part.body,
      size,
    );
    return { partNumber: stored.partNumber, size: stored.size, etag: stored.etag };
  } catch (error) {
    if (error instanceof ObjectSizeMismatchError) throw new AppError('uploadPartInvalid');
    // Completed or aborted meanwhile: the browser asks for a plan again.
    if (error instanceof ObjectNotFoundError) throw new AppError('uploadNotFound');
    throw error;
  }
}

/** S3: URLs that PUT the asked parts straight into the bucket, valid for an hour. */
export async function signParts(
  context: UploadContext,
  userId: string,
  uploadId: string,
  partNumbers: number[],
) {
  const upload = await findOpenUpload(context.db, context.liveness, userId, uploadId);
  if (context.store.kind !== 's3') throw new AppError('uploadNotSigned');
  if (partNumbers.some((number) => number < 1 || number > upload.partCount)) {
    throw new AppError('uploadPartInvalid');
  }
  await touchUpload(context.db, upload);
  const seconds = UPLOAD_LIMITS.partUrlSeconds;
  const parts = await Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => {
      const url = await context.store.signedPartUrl(
        upload.storageKey,
        upload.storeUploadId,
        partNumber,
        seconds,
      );
      if (!url) throw new AppError('uploadNotSigned');
      return { partNumber, url };
    }),
  );
  return { parts, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
}
