import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { joinFileName, splitFileName } from '@qiao/contracts/drive-rules';
import type { UploadPlan } from '@qiao/contracts/upload';
import { partCountOf, partSizeFor } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import { ObjectNotFoundError } from '../../platform/storage/object-store-errors';
import { newObjectKey } from '../../platform/storage/object-key';
import {
  freeEntryName,
  assertValidFolderPath,
  assertValidName,
  reserveBytes,
  storageOf,
} from '../drive';
import { discardStored, type UploadContext } from './context';
import { PROOF_NONCE_BYTES, proofRangeFor } from './rules';
import { endUpload, releaseDeadClaim, uploadsWhere, unfinishedUploadOf } from './sessions';
import { uploadSessions, type UploadSessionRow } from './tables';

export interface DeclaredFile {
  fileName: string;
  filePath: string;
  fileSize: number;
  md5: string;
}

/** crypto.randomInt takes limits below 2^48; larger files (256 TiB) scale a 48-bit draw. */
const MAX_RANDOM_INT = 2 ** 48 - 1;
const randomBelow = (limit: number) =>
  limit <= MAX_RANDOM_INT
    ? randomInt(limit)
    : Math.floor((randomInt(MAX_RANDOM_INT) / MAX_RANDOM_INT) * limit);

/**
 * A fresh proof challenge for a file of `fileSize`: a random range and nonce, drawn alike
 * whether or not anyone holds the content, so the plan tells nothing about other users' files.
 */
function challengeFor(fileSize: number) {
  const range = proofRangeFor(fileSize, randomBelow);
  return {
    proofStart: range?.start ?? null,
    proofEnd: range?.end ?? null,
    proofNonce: range ? randomBytes(PROOF_NONCE_BYTES).toString('hex') : null,
  };
}

/** The answer to `getUploadAuth` for an upload and the parts the store holds of it. */
async function planOf(
  context: UploadContext,
  upload: UploadSessionRow,
  held: UploadPlan['uploadedParts'],
): Promise<UploadPlan> {
  const { name, extension } = splitFileName(upload.fileName);
  const free = await freeEntryName(context.db, upload.userId, upload.filePath, name, extension);
  const { proofStart, proofEnd, proofNonce } = upload;
  const challenge =
    proofStart !== null && proofEnd !== null && proofNonce !== null
      ? { start: proofStart, end: proofEnd, nonce: proofNonce }
      : null;
  return {
    uploadId: upload.id,
    objectName: upload.storageKey,
    bucketName: context.bucketName,
    FileName: joinFileName(free, extension),
    store: context.store.kind,
    partSize: upload.partSize,
    partCount: upload.partCount,
    uploadedParts: held,
    proof: challenge,
  };
}

/**
 * Plans an upload: the name and folder checked first, the quota reserved with the new upload's
 * row in one transaction (refused up front when it does not fit), an unfinished upload of the
 * same file resumed with the parts already held, and always a fresh proof challenge, which
 * completes the upload instantly if the caller holds bytes the server holds too. Nothing here
 * looks at other users' content: that happens only once a proof arrives (complete-by-proof.ts).
 */
export async function planUpload(
  context: UploadContext,
  userId: string,
  declared: DeclaredFile,
): Promise<UploadPlan> {
  const file = { ...declared, fileName: declared.fileName.trim() };
  assertValidName(file.fileName);
  assertValidFolderPath(file.filePath);
  const unfinished = await unfinishedUploadOf(context.db, userId, file);
  if (unfinished) return resumeUpload(context, userId, unfinished, file);
  return startUpload(context, userId, file);
}

async function startUpload(
  context: UploadContext,
  userId: string,
  file: DeclaredFile,
): Promise<UploadPlan> {
  const { db, store } = context;
  // A cheap look first, so an upload that cannot fit costs the store nothing; the reservation
  // below is what really holds the limit against concurrent uploads.
  const { storageSize, totalStorageSize } = await storageOf(db, userId);
  if (storageSize + file.fileSize > totalStorageSize) throw new AppError('quotaExceeded');

  const partSize = partSizeFor(store.kind, file.fileSize);
  const storageKey = newObjectKey();
  const storeUploadId = await store.createMultipartUpload(storageKey, { partSize });
  const stored = { id: 'unsaved', storageKey, storeUploadId };
  let upload: UploadSessionRow | undefined;
  try {
    upload = await db.transaction(async (tx) => {
      await reserveBytes(tx, userId, file.fileSize);
      const [row] = await tx
        .insert(uploadSessions)
        .values({
          userId,
          storageKey,
          storeUploadId,
          fileName: file.fileName,
          filePath: file.filePath,
          fileSize: file.fileSize,
          md5: file.md5,
          partSize,
          partCount: partCountOf(file.fileSize, partSize),
          reservedBytes: file.fileSize,
          ...challengeFor(file.fileSize),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) tx.rollback();
      return row;
    });
  } catch (error) {
    await discardStored(context, stored, { object: false });
    // The same file asked for twice at once: the upload the other call made is the one to use.
    const racing = await unfinishedUploadOf(db, userId, file);
    if (racing) return resumeUpload(context, userId, racing, file);
    throw error;
  }
  return planOf(context, upload!, []);
}

/** The plan of an upload asked for again: the same id, with the parts the store holds. */
async function resumeUpload(
  context: UploadContext,
  userId: string,
  upload: UploadSessionRow,
  file: DeclaredFile,
): Promise<UploadPlan> {
  const current = await releaseDeadClaim(context.db, context.liveness, upload);
  if (current.status === 'completing') throw new AppError('uploadBusy');
  // Each plan asks afresh: a challenge answered (or seen) before is not asked again.
  const [rechallenged] = await context.db
    .update(uploadSessions)
    .set({ ...challengeFor(upload.fileSize), touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, upload.id), uploadsWhere.open()))
    .returning();
  if (!rechallenged) throw new AppError('uploadBusy');
  try {
    const parts = await context.store.listParts(upload.storageKey, upload.storeUploadId);
    return await planOf(
      context,
      rechallenged,
      parts.map(({ partNumber, size, etag }) => ({ partNumber, size, etag })),
    );
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    // The store no longer has the parts (erased by hand, another bucket): start afresh.
    const ended = await endUpload(context.db, upload.id, uploadsWhere.open());
    if (ended) await discardStored(context, ended, { object: false });
    return startUpload(context, userId, file);
  }
}
