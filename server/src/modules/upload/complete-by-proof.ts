import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fileObjects, userFiles } from '../drive';
import type { UploadContext } from './context';
import { crossCheckWindowStart, FAILED_PROOF_FLOOR_MS, mayCheckAcrossUsers } from './rules';
import { uploadSessions, type UploadSessionRow } from './tables';

/** A stored object an instant upload could share. */
export interface CandidateObject {
  id: string;
  storageKey: string;
}

interface Challenge {
  start: number;
  end: number;
  nonce: string;
}

const sameContent = (upload: UploadSessionRow) =>
  and(
    eq(fileObjects.md5, upload.md5),
    eq(fileObjects.size, upload.fileSize),
    gt(fileObjects.refCount, 0),
  );

/** An object with this content that one of the user's own entries (recycle bin too) points to. */
async function ownObjectOf(db: Db, upload: UploadSessionRow) {
  const [row] = await db
    .select({ id: fileObjects.id, storageKey: fileObjects.storageKey })
    .from(fileObjects)
    .innerJoin(userFiles, eq(userFiles.objectId, fileObjects.id))
    .where(and(eq(userFiles.userId, upload.userId), sameContent(upload)))
    .limit(1);
  return row;
}

/** Any live object with this content, whoever holds it. */
async function anyObjectOf(db: Db, upload: UploadSessionRow) {
  const [row] = await db
    .select({ id: fileObjects.id, storageKey: fileObjects.storageKey })
    .from(fileObjects)
    .where(sameContent(upload))
    .limit(1);
  return row;
}

/** True when `proof` is HMAC-SHA256(nonce, bytes start..end) of the stored object. */
async function proves(
  context: UploadContext,
  object: CandidateObject,
  challenge: Challenge,
  proof: string,
): Promise<boolean> {
  const read = await context.store.get(object.storageKey, {
    start: challenge.start,
    end: challenge.end,
  });
  const hmac = createHmac('sha256', Buffer.from(challenge.nonce, 'hex'));
  for await (const chunk of read.body) hmac.update(chunk as Buffer);
  const expected = hmac.digest();
  const given = Buffer.from(proof, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts this check against the user's window, unless the window is full. One row, one check:
 * the upload's `cross_checked_at` is set once.
 */
async function takeCrossCheck(db: Db, upload: UploadSessionRow, now: Date): Promise<boolean> {
  if (upload.crossCheckedAt) return false;
  const [recent] = await db
    .select({ checks: count() })
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, upload.userId),
        isNotNull(uploadSessions.crossCheckedAt),
        gt(uploadSessions.crossCheckedAt, crossCheckWindowStart(now)),
      ),
    );
  if (!mayCheckAcrossUsers(recent?.checks ?? 0)) return false;
  await db
    .update(uploadSessions)
    .set({ crossCheckedAt: now })
    .where(eq(uploadSessions.id, upload.id));
  return true;
}

/**
 * The object whose bytes the caller proved to hold, or undefined. The plan's challenge is spent
 * here (one proof per challenge). The user's own files are checked first, freely; other users'
 * only within the rate limit. Every "no" (wrong proof, no such content, limit reached) takes at
 * least FAILED_PROOF_FLOOR_MS, so neither the answer nor its time tells whether anyone holds it.
 */
export async function provedObject(
  context: UploadContext,
  upload: UploadSessionRow,
  proof: string,
): Promise<CandidateObject | undefined> {
  const { db } = context;
  const { proofStart, proofEnd, proofNonce } = upload;
  if (proofStart === null || proofEnd === null || proofNonce === null) return undefined;
  const challenge = { start: proofStart, end: proofEnd, nonce: proofNonce };
  const arrived = performance.now();
  await db.update(uploadSessions).set({ proofNonce: null }).where(eq(uploadSessions.id, upload.id));

  const own = await ownObjectOf(db, upload);
  if (own) return (await proves(context, own, challenge, proof)) ? own : undefined;

  let proved: CandidateObject | undefined;
  if (await takeCrossCheck(db, upload, new Date())) {
    const other = await anyObjectOf(db, upload);
    if (other && (await proves(context, other, challenge, proof))) proved = other;
  }
  if (!proved) {
    const left = arrived + FAILED_PROOF_FLOOR_MS - performance.now();
    if (left > 0) await sleep(left);
  }
  return proved;
}
