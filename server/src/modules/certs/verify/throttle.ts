import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { certVerifyFailures } from '../tables';
import type { PaidChallenge } from '../../../platform/guessing/proof-of-work';
import { challengeLevel, levelSuffices, windowStart } from './throttle-rules';

/** Who checks a number: which certificate number, from which address. */
export interface VerifyTarget {
  number: string;
  address: string;
}

/** What became of one check: judged right, counted as wrong, or sent back to do (more) work. */
export type CheckVerdict =
  { kind: 'found' } | { kind: 'wrong' } | { kind: 'challenge'; level: number };

const keysOf = (target: VerifyTarget) =>
  [
    { scope: 'address', key: target.address },
    { scope: 'number', key: target.number },
  ] as const;

/**
 * Judges one number-and-name check in one transaction holding a lock per counter (the address's,
 * then the number's, always in that order), as share codes are judged (decision 032): each check
 * reads the count the previous one left, a paid challenge is spent at most once, and a wrong pair
 * is counted before the next check looks. Concurrency never buys a guess the count would not allow.
 */
export async function judgeCheck(
  db: Db,
  target: VerifyTarget,
  judged: { matches: boolean; paid: PaidChallenge | undefined },
  now: Date,
): Promise<CheckVerdict> {
  return db.transaction(async (tx) => {
    for (const { scope, key } of keysOf(target)) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`cert-verify:${scope}:${key}`}, 0))`,
      );
    }
    const counts = await tx
      .select({ scope: certVerifyFailures.scope, failures: sql<number>`count(*)::int` })
      .from(certVerifyFailures)
      .where(
        and(
          or(
            and(
              eq(certVerifyFailures.scope, 'address'),
              eq(certVerifyFailures.key, target.address),
            ),
            and(eq(certVerifyFailures.scope, 'number'), eq(certVerifyFailures.key, target.number)),
          ),
          gt(certVerifyFailures.failedAt, windowStart(now)),
        ),
      )
      .groupBy(certVerifyFailures.scope);
    const countOf = (scope: string) => counts.find((row) => row.scope === scope)?.failures ?? 0;
    const level = challengeLevel({ address: countOf('address'), number: countOf('number') });

    if (level !== undefined) {
      const { paid } = judged;
      if (!paid || !levelSuffices(paid.level, level)) return { kind: 'challenge', level };
      const [spent] = await tx
        .select({ id: certVerifyFailures.id })
        .from(certVerifyFailures)
        .where(and(eq(certVerifyFailures.scope, 'spent'), eq(certVerifyFailures.key, paid.nonce)));
      if (spent) return { kind: 'challenge', level };
      await tx
        .insert(certVerifyFailures)
        .values({ scope: 'spent', key: paid.nonce, failedAt: now });
    }

    if (judged.matches) return { kind: 'found' };
    await tx
      .insert(certVerifyFailures)
      .values(keysOf(target).map(({ scope, key }) => ({ scope, key, failedAt: now })));
    for (const { scope, key } of keysOf(target)) {
      await tx
        .delete(certVerifyFailures)
        .where(
          and(
            eq(certVerifyFailures.scope, scope),
            eq(certVerifyFailures.key, key),
            lt(certVerifyFailures.failedAt, windowStart(now)),
          ),
        );
    }
    return { kind: 'wrong' };
  });
}

/** Deletes failures and spent marks older than the window (for a daily job of the module). */
export async function purgeOldVerifyFailures(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(certVerifyFailures)
    .where(lt(certVerifyFailures.failedAt, windowStart(now)))
    .returning({ id: certVerifyFailures.id });
  return rows.length;
}
