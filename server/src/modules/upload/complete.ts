import { and, eq, gt, sql } from 'drizzle-orm';
import { childPath } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  makeFolderPath,
  assertValidFolderPath,
  assertValidName,
  fileObjects,
  userFiles,
  type UserFileRow,
} from '../drive';
import { assemble } from './assemble';
import { provedObject, type CandidateObject } from './complete-by-proof';
import { discardStored, type UploadContext } from './context';
import { placeEntry, retryOnNameClash } from './place-entry';
import {
  claimForCompletion,
  endUpload,
  findUpload,
  markUploadDone,
  reopenUpload,
  uploadsWhere,
} from './sessions';
import { uploadSessions, type UploadSessionRow } from './tables';

export interface Completion {
  fileId?: string;
  fileSize?: number;
  fileUrl?: string;
  proof?: string;
}

/** createfile with isDir 1: the folder and any missing parents; an existing one is answered as is. */
export async function makeUploadedFolder(
  db: Db,
  userId: string,
  parent: string,
  rawName: string,
): Promise<UserFileRow> {
  const name = rawName.trim();
  assertValidName(name);
  assertValidFolderPath(parent);
  return db.transaction(async (tx) => (await makeFolderPath(tx, userId, childPath(parent, name)))!);
}

/** The entry a finished upload made, answered again to a repeated completion. */
async function entryOf(db: Db, upload: UploadSessionRow): Promise<UserFileRow> {
  const [entry] = upload.entryId
    ? await db.select().from(userFiles).where(eq(userFiles.id, upload.entryId))
    : [];
  if (!entry) throw new AppError('uploadNotFound');
  return entry;
}

/**
 * createfile with isDir 0: finishes this user's upload. With a proof of bytes the server holds
 * the entry shares them; otherwise (no proof, or one that proves nothing) the parts are joined
 * and checked against the declared size and MD5.
 * Safe to repeat: a finished upload answers its entry again, a finishing one answers "busy".
 */
export async function completeUpload(
  context: UploadContext,
  userId: string,
  completion: Completion,
): Promise<UserFileRow> {
  const { db } = context;
  if (!completion.fileId) throw new AppError('uploadNotFound');
  const found = await findUpload(db, userId, completion.fileId);
  if (found.status === 'done') return entryOf(db, found);
  if (found.status === 'cancelled') throw new AppError('uploadNotFound');
  if (completion.fileUrl !== undefined && completion.fileUrl !== found.storageKey) {
    throw new AppError('parameterError', { field: 'fileUrl' });
  }
  const upload = await claimForCompletion(db, context.liveness, userId, found.id);
  if (!upload) {
    const now = await findUpload(db, userId, found.id);
    if (now.status === 'done') return entryOf(db, now);
    throw new AppError(now.status === 'completing' ? 'uploadBusy' : 'uploadNotFound');
  }
  if (completion.fileSize !== undefined && completion.fileSize !== upload.fileSize) {
    return refuse(context, upload, { object: false });
  }
  try {
    if (completion.proof !== undefined) {
      const proved = await provedObject(context, upload, completion.proof);
      if (proved) return await shareProved(context, upload, proved);
    }
    return await completeFromParts(context, upload);
  } catch (error) {
    // Whatever stopped this completion, the upload takes parts again (unless it was ended, or
    // another completion took it over).
    if (!(error instanceof AppError && error.key === 'uploadBusy')) {
      await reopenUpload(db, upload);
    }
    throw error;
  }
}

/** The file is not the one declared: the upload ends, its quota and bytes are given back. */
async function refuse(
  context: UploadContext,
  upload: UploadSessionRow,
  options: { object: boolean },
): Promise<never> {
  const ended = await endUpload(context.db, upload.id, uploadsWhere.claimedBy(upload.claimedBy!));
  if (ended) await discardStored(context, ended, options);
  throw new AppError('uploadVerifyFailed');
}

/**
 * Instant upload, once the caller proved to hold the object's bytes: the entry is a new reference
 * to them (the quota reserved at the plan becomes the entry's). An object erased meanwhile means
 * the bytes must come from the browser after all.
 */
async function shareProved(
  context: UploadContext,
  upload: UploadSessionRow,
  object: CandidateObject,
): Promise<UserFileRow> {
  const { db } = context;
  const entry = await retryOnNameClash(() =>
    db.transaction(async (tx) => {
      const [shared] = await tx
        .update(fileObjects)
        .set({ refCount: sql`${fileObjects.refCount} + 1` })
        .where(and(eq(fileObjects.id, object.id), gt(fileObjects.refCount, 0)))
        .returning({ id: fileObjects.id });
      if (!shared) throw new AppError('uploadIncomplete');
      await tx
        .update(uploadSessions)
        .set({ knownObjectId: object.id })
        .where(eq(uploadSessions.id, upload.id));
      const made = await placeEntry(tx, upload, object.id);
      await markUploadDone(tx, upload, made.id);
      return made;
    }),
  );
  await discardStored(context, upload, { object: false });
  return entry;
}

/**
 * The parts path: every part held with its exact length, joined in the store, then the joined
 * object's size and MD5 checked against the declaration before anyone sees it. The object row,
 * missing folders and the entry are then made in one transaction; if it fails, the bytes go.
 */
async function completeFromParts(
  context: UploadContext,
  upload: UploadSessionRow,
): Promise<UserFileRow> {
  const { db } = context;
  const stored = await assemble(context, upload);
  if (stored.size !== upload.fileSize || stored.md5 !== upload.md5) {
    return refuse(context, upload, { object: true });
  }
  try {
    const entry = await retryOnNameClash(() =>
      db.transaction(async (tx) => {
        const [object] = await tx
          .insert(fileObjects)
          .values({
            storageKey: upload.storageKey,
            size: stored.size,
            md5: stored.md5,
            sha256: stored.sha256,
            refCount: 1,
          })
          .returning({ id: fileObjects.id });
        const made = await placeEntry(tx, upload, object!.id);
        await markUploadDone(tx, upload, made.id);
        return made;
      }),
    );
    return entry;
  } catch (error) {
    // Taken over by another completion (its lease lapsed): the object is that one's to use.
    if (error instanceof AppError && error.key === 'uploadBusy') throw error;
    await endUpload(db, upload.id, uploadsWhere.claimedBy(upload.claimedBy!));
    await discardStored(context, upload, { object: true });
    throw error;
  }
}
