import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { normalizeEmail } from './account-rules';
import { LOGIN_THROTTLE, minutesUntilAllowed } from './login-throttle-rules';
import { passportLoginFailures } from './tables';

/** Who is trying: the email typed (existing or not) and the client address. */
export interface LoginAttempt {
  email: string;
  address: string;
}

type Scope = (typeof passportLoginFailures.$inferInsert)['scope'];

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);

function keysOf(attempt: LoginAttempt): { scope: Scope; key: string; limit: number }[] {
  return [
    { scope: 'account', key: normalizeEmail(attempt.email), limit: LOGIN_THROTTLE.accountLimit },
    { scope: 'address', key: attempt.address, limit: LOGIN_THROTTLE.addressLimit },
  ];
}

async function failuresInWindow(db: Db, scope: Scope, key: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: passportLoginFailures.failedAt })
    .from(passportLoginFailures)
    .where(
      and(
        eq(passportLoginFailures.scope, scope),
        eq(passportLoginFailures.key, key),
        gt(passportLoginFailures.failedAt, windowStart(now)),
      ),
    )
    .orderBy(asc(passportLoginFailures.failedAt));
  return rows.map((row) => row.failedAt);
}

/** Refuses the attempt (HTTP 429, "try again in N minutes") while either counter is full. */
export async function assertLoginAllowed(
  db: Db,
  attempt: LoginAttempt,
  now: Date = new Date(),
): Promise<void> {
  let waitMinutes = 0;
  for (const { scope, key, limit } of keysOf(attempt)) {
    const wait = minutesUntilAllowed(await failuresInWindow(db, scope, key, now), limit, now);
    if (wait !== undefined) waitMinutes = Math.max(waitMinutes, wait);
  }
  if (waitMinutes > 0) throw new AppError('passportTooManyAttempts', { minutes: waitMinutes });
}

/** Counts one failure against both the account and the address. */
export async function recordLoginFailure(
  db: Db,
  attempt: LoginAttempt,
  now: Date = new Date(),
): Promise<void> {
  const keys = keysOf(attempt);
  await db
    .insert(passportLoginFailures)
    .values(keys.map(({ scope, key }) => ({ scope, key, failedAt: now })));
  // Rows that left the window count for nothing; dropping this key's old ones keeps the table small.
  for (const { scope, key } of keys) {
    await db
      .delete(passportLoginFailures)
      .where(
        and(
          eq(passportLoginFailures.scope, scope),
          eq(passportLoginFailures.key, key),
          lt(passportLoginFailures.failedAt, windowStart(now)),
        ),
      );
  }
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db
    .delete(passportLoginFailures)
    .where(
      and(
        eq(passportLoginFailures.scope, 'account'),
        eq(passportLoginFailures.key, normalizeEmail(email)),
      ),
    );
}

/** Deletes every failure older than the window (the purge job calls it). */
export async function purgeOldLoginFailures(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(passportLoginFailures)
    .where(lt(passportLoginFailures.failedAt, windowStart(now)))
    .returning({ id: passportLoginFailures.id });
  return rows.length;
}
