import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { SHARE_CODE_THROTTLE, shareCodeWait, type ShareCodeScope } from './throttle-rules';
import { shareCodeFailures } from './tables';

/** Who is guessing: at which share, from which address. */
export interface CodeAttempt {
  shareId: string;
  address: string;
}

const windowStart = (now: Date) =>
  new Date(now.getTime() - SHARE_CODE_THROTTLE.windowMinutes * 60_000);

const keysOf = (attempt: CodeAttempt): { scope: ShareCodeScope; key: string }[] => [
  { scope: 'share', key: attempt.shareId },
  { scope: 'address', key: attempt.address },
];

async function failuresInWindow(db: Db, scope: ShareCodeScope, key: string, now: Date) {
  const rows = await db
    .select({ failedAt: shareCodeFailures.failedAt })
    .from(shareCodeFailures)
    .where(
      and(
        eq(shareCodeFailures.scope, scope),
        eq(shareCodeFailures.key, key),
        gt(shareCodeFailures.failedAt, windowStart(now)),
      ),
    )
    .orderBy(asc(shareCodeFailures.failedAt));
  return rows.map((row) => row.failedAt);
}

/** Refuses (HTTP 429, "try again in N minutes") while the share's or the address's count is full. */
export async function assertCodeAttemptAllowed(db: Db, attempt: CodeAttempt, now: Date) {
  const [share, address] = await Promise.all(
    keysOf(attempt).map(({ scope, key }) => failuresInWindow(db, scope, key, now)),
  );
  const wait = shareCodeWait({ share: share ?? [], address: address ?? [] }, now);
  if (wait !== undefined) throw new AppError('shareTooManyAttempts', { minutes: wait });
}

/** Counts one wrong code against the share and the address; old rows of these keys go. */
export async function recordCodeFailure(db: Db, attempt: CodeAttempt, now: Date) {
  const keys = keysOf(attempt);
  await db
    .insert(shareCodeFailures)
    .values(keys.map(({ scope, key }) => ({ scope, key, failedAt: now })));
  for (const { scope, key } of keys) {
    await db
      .delete(shareCodeFailures)
      .where(
        and(
          eq(shareCodeFailures.scope, scope),
          eq(shareCodeFailures.key, key),
          lt(shareCodeFailures.failedAt, windowStart(now)),
        ),
      );
  }
}

/** Deletes every failure older than the window (a daily job calls it). */
export async function purgeOldCodeFailures(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(shareCodeFailures)
    .where(lt(shareCodeFailures.failedAt, windowStart(now)))
    .returning({ id: shareCodeFailures.id });
  return rows.length;
}
