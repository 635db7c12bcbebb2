import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { driveQuotas } from './tables';

/**
 * The allowance a user starts with (DRIVE_QUOTA_BYTES). It comes from the settings, the same on
 * every instance, and is applied when a user's quota row is first made.
 */
let defaultQuotaBytes = 10 * 1024 ** 3;

export function setDefaultQuota(bytes: number): void {
  defaultQuotaBytes = bytes;
}

async function ensureQuotaRow(db: Db, userId: string): Promise<void> {
  await db
    .insert(driveQuotas)
    .values({ userId, totalBytes: defaultQuotaBytes })
    .onConflictDoNothing();
}

/** Adds `bytes` to the used bytes when they fit; false when they do not or the row is missing. */
async function addWithinQuota(db: Db, userId: string, bytes: number): Promise<boolean> {
  const updated = await db
    .update(driveQuotas)
    .set({ usedBytes: sql`${driveQuotas.usedBytes} + ${bytes}` })
    .where(
      sql`${driveQuotas.userId} = ${userId} and ${driveQuotas.usedBytes} + ${bytes} <= ${driveQuotas.totalBytes}`,
    )
    .returning({ userId: driveQuotas.userId });
  return updated.length > 0;
}

/**
 * Counts `bytes` against the user's quota in one conditional UPDATE: two requests at once cannot
 * both pass the limit, because the second sees the first's row version. Inside the caller's
 * transaction, so a failed operation gives the bytes back by rolling back. The quota row exists
 * for nearly every call, so the UPDATE goes first; only when it changes nothing is the row made
 * (a user's first upload) and the UPDATE tried once more. Every statement of an upload's
 * transaction counts on the embedded database, where each costs about a third of a millisecond.
 */
export async function reserveBytes(db: Db, userId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  if (await addWithinQuota(db, userId, bytes)) return;
  await ensureQuotaRow(db, userId);
  if (!(await addWithinQuota(db, userId, bytes))) throw new AppError('quotaExceeded');
}

export async function releaseBytes(db: Db, userId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db
    .update(driveQuotas)
    .set({ usedBytes: sql`greatest(0, ${driveQuotas.usedBytes} - ${bytes})` })
    .where(eq(driveQuotas.userId, userId));
}

export async function storageOf(db: Db, userId: string) {
  const rowOf = () => db.select().from(driveQuotas).where(eq(driveQuotas.userId, userId));
  let [row] = await rowOf();
  // A user who never stored anything gets their row here, with the allowance of the settings.
  if (!row) {
    await ensureQuotaRow(db, userId);
    [row] = await rowOf();
  }
  return { storageSize: row?.usedBytes ?? 0, totalStorageSize: row?.totalBytes ?? 0 };
}

export async function setQuota(db: Db, userId: string, totalBytes: number): Promise<void> {
  await ensureQuotaRow(db, userId);
  await db.update(driveQuotas).set({ totalBytes }).where(eq(driveQuotas.userId, userId));
}
