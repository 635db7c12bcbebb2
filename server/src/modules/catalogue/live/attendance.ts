import { and, eq, inArray, sql } from 'drizzle-orm';
import { liveJoinUrl } from '@qiao/contracts/catalogue-mooc-rules';
import { joinRefusalAt, mayCancelAt, maySignUpAt } from '@qiao/contracts/live-attendance-rules';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { findVisibleLiveClass } from './find-live-class';
import { liveAttendance } from './tables';

/**
 * Signing up for a live class, taking it back, and entering the room through Qiao. Every call
 * finds the class through `findVisibleLiveClass`, so a class out of the learner's reach is
 * "not found" whatever its id.
 */

export async function signUpForLiveClass(db: Db, userId: string, id: string, now = new Date()) {
  const found = await findVisibleLiveClass(db, { userId }, id);
  if (!maySignUpAt(found.live, now)) throw new AppError('liveSignUpClosed');
  // Signing up again keeps the first date.
  await db
    .insert(liveAttendance)
    .values({ userId, itemId: found.id, signedUpAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ signedUpAt: liveAttendance.signedUpAt })
    .from(liveAttendance)
    .where(and(eq(liveAttendance.userId, userId), eq(liveAttendance.itemId, found.id)));
  return { id: found.id, signedUpAt: row!.signedUpAt.toISOString() };
}

export async function cancelLiveSignUp(db: Db, userId: string, id: string, now = new Date()) {
  const found = await findVisibleLiveClass(db, { userId }, id);
  if (!mayCancelAt(found.live, now)) throw new AppError('liveCancelTooLate');
  // Nobody enters before the start, so an upcoming class's row holds a sign-up only.
  await db
    .delete(liveAttendance)
    .where(and(eq(liveAttendance.userId, userId), eq(liveAttendance.itemId, found.id)));
  return { id: found.id };
}

/** The room's address while the class is on; the visit is recorded in the same statement. */
export async function enterLiveRoom(
  db: Db,
  userId: string,
  id: string,
  providerUrl: string | undefined,
  now = new Date(),
) {
  const found = await findVisibleLiveClass(db, { userId }, id);
  const refusal = joinRefusalAt(found.live, now);
  if (refusal) throw new AppError(refusal);
  const url = liveJoinUrl(providerUrl, found.live.room);
  if (!url) throw new AppError('liveNoRoom');
  await db
    .insert(liveAttendance)
    .values({
      userId,
      itemId: found.id,
      signedUpAt: now,
      firstJoinedAt: now,
      lastJoinedAt: now,
      joinCount: 1,
    })
    .onConflictDoUpdate({
      target: [liveAttendance.userId, liveAttendance.itemId],
      set: {
        firstJoinedAt: sql`coalesce(${liveAttendance.firstJoinedAt}, excluded.first_joined_at)`,
        lastJoinedAt: sql`excluded.last_joined_at`,
        joinCount: sql`${liveAttendance.joinCount} + 1`,
      },
    });
  return { id: found.id, url };
}

/** The viewer's sign-ups and visits among the given classes (for the live list's cards). */
export async function attendanceOf(db: Db, userId: string, itemIds: string[]) {
  const byItem = new Map<string, { signedUp: boolean; joined: boolean }>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: liveAttendance.itemId, firstJoinedAt: liveAttendance.firstJoinedAt })
    .from(liveAttendance)
    .where(and(eq(liveAttendance.userId, userId), inArray(liveAttendance.itemId, itemIds)));
  for (const row of rows) {
    byItem.set(row.itemId, { signedUp: true, joined: row.firstJoinedAt !== null });
  }
  return byItem;
}
