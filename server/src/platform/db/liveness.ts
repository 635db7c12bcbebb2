import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Tells whether the process that claimed some work is still alive, so work a crashed process
 * left half-done is taken over at once instead of after a long lease. A claim stores the
 * claimer's `key()`; another process asks `isGone(key)`.
 */
export interface ProcessLiveness {
  /** This process's key (a positive 31-bit integer), to store beside what it claims. */
  key(): Promise<number>;
  /** True when the process that holds `key` has stopped (or lost its database session). */
  isGone(key: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The first half of the two-part advisory lock keys liveness uses (the other is the key). */
const LIVENESS_LOCK_SPACE = 0x71a0;

const newKey = () => randomInt(1, 2 ** 31 - 1);

/**
 * The embedded database belongs to one process at a time (its folder is locked), so every key
 * but this process's own belongs to a process that has stopped.
 */
export function embeddedLiveness(): ProcessLiveness {
  const mine = newKey();
  return {
    key: async () => mine,
    isGone: async (key) => key !== mine,
    close: async () => undefined,
  };
}

/**
 * On a PostgreSQL server each process holds an advisory lock on its key through a session of its
 * own, opened at the first claim. PostgreSQL drops the lock the moment that session ends (the
 * process exits, is killed, loses its connection), so a key whose lock can be taken is gone.
 */
export function serverLiveness(url: string, db: Db): ProcessLiveness {
  let held: Promise<{ client: pg.Client; key: number }> | undefined;

  const hold = async () => {
    const client = new pg.Client({ connectionString: url });
    // A lost session only means our claims may be taken over; the next claim opens a new one.
    client.on('error', () => (held = undefined));
    client.on('end', () => (held = undefined));
    await client.connect();
    for (;;) {
      const key = newKey();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::int, $2::int) as locked',
        [LIVENESS_LOCK_SPACE, key],
      );
      if (rows[0]?.locked) return { client, key };
    }
  };

  const current = () => {
    held ??= hold().catch((error: unknown) => {
      held = undefined;
      throw error;
    });
    return held;
  };

  return {
    key: async () => (await current()).key,
    isGone: async (key) => {
      const mine = await held?.then(
        (holding) => holding.key,
        () => undefined,
      );
      if (mine === key) return false;
      // Taken inside a transaction, the lock is let go again at its end.
      return db.transaction(async (tx) => {
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LIVENESS_LOCK_SPACE}::int, ${key}::int) as free`,
        )) as unknown as { rows: { free: boolean }[] };
        return result.rows[0]?.free === true;
      });
    },
    close: async () => {
      const holding = held;
      held = undefined;
      if (holding) await (await holding).client.end().catch(() => undefined);
    },
  };
}
