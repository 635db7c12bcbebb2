import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { PaidChallenge } from '../../platform/guessing/proof-of-work';
import { challengeLevel, levelSuffices, windowStart } from './throttle-rules';
import { shareCodeFailures } from './tables';

/** Who is trying a code: at which share, from which address. */
export interface CodeAttempt {
  shareId: string;
  address: string;
}

/** What became of one attempt: let in, counted as wrong, or sent back to do (more) work. */
export type AttemptVerdict =
  { kind: 'open' } | { kind: 'wrong' } | { kind: 'challenge'; level: number };

const keysOf = (attempt: CodeAttempt) =>
  [
    { scope: 'address', key: attempt.address },
    { scope: 'share', key: attempt.shareId },
  ] as const;

/**
 * Judges one attempt in one transaction that holds a lock per counter (the address's, then the
 * share's, always in that order), so concurrent attempts are judged one after the other: each
 * reads the count the previous one left, the level it calls for is fixed by that count, a paid
 * challenge is spent at most once, and a wrong code is counted before the next attempt looks.
 * Concurrency therefore never buys a guess the count would not allow.
 */
export async function judgeCodeAttempt(
  db: Db,
  attempt: CodeAttempt,
  judged: { matches: boolean; paid: PaidChallenge | undefined },
  now: Date,
): Promise<AttemptVerdict> {
  return db.transaction(async (tx) => {
    for (const { scope, key } of keysOf(attempt)) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`share-code:${scope}:${key}`}, 0))`,
      );
    }
    const counts = await tx
      .select({ scope: shareCodeFailures.scope, failures: sql<number>`count(*)::int` })
      .from(shareCodeFailures)
      .where(
        and(
          or(
            and(eq(shareCodeFailures.scope, 'address'), eq(shareCodeFailures.key, attempt.address)),
            and(eq(shareCodeFailures.scope, 'share'), eq(shareCodeFailures.key, attempt.shareId)),
          ),
          gt(shareCodeFailures.failedAt, windowStart(now)),
        ),
      )
      .groupBy(shareCodeFailures.scope);
    const countOf = (scope: string) => counts.find((row) => row.scope === scope)?.failures ?? 0;
    const level = challengeLevel({ address: countOf('address'), share: countOf('share') });

    if (level !== undefined) {
      const { paid } = judged;
      if (!paid || !levelSuffices(paid.level, level)) return { kind: 'challenge', level };
      // Spent marks live in the same ledger; the locks above make look-then-mark one step.
      const [spent] = await tx
        .select({ id: shareCodeFailures.id })
        .from(shareCodeFailures)
        .where(and(eq(shareCodeFailures.scope, 'spent'), eq(shareCodeFailures.key, paid.nonce)));
      if (spent) return { kind: 'challenge', level };
      await tx.insert(shareCodeFailures).values({ scope: 'spent', key: paid.nonce, failedAt: now });
    }

    if (judged.matches) return { kind: 'open' };
    await tx
      .insert(shareCodeFailures)
      .values(keysOf(attempt).map(({ scope, key }) => ({ scope, key, failedAt: now })));
    for (const { scope, key } of keysOf(attempt)) {
      await tx
        .delete(shareCodeFailures)
        .where(
          and(
            eq(shareCodeFailures.scope, scope),
            eq(shareCodeFailures.key, key),
            lt(shareCodeFailures.failedAt, windowStart(now)),
          ),
        );
    }
    return { kind: 'wrong' };
  });
}

/**
 * Deletes every failure and spent mark older than the window (a daily job calls it). Challenges
 * expire well within the window, so a spent mark is never needed after it.
 */
export async function purgeOldCodeFailures(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(shareCodeFailures)
    .where(lt(shareCodeFailures.failedAt, windowStart(now)))
    .returning({ id: shareCodeFailures.id });
  return rows.length;
}
