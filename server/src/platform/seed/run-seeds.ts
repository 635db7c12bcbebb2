import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../db/database';
import { seedRuns } from './tables';

export type SeedTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedStep {
  /** Stable name: once applied under this name, the step never runs again. */
  name: string;
  run(tx: SeedTransaction): Promise<void>;
}

/**
 * Applies each step once. The marker row and the step's writes commit together, so a step that
 * fails leaves nothing behind and is tried again on the next start. A second instance starting at
 * the same time waits on the marker row and then skips the step.
 */
export async function runSeeds(
  db: Db,
  steps: readonly SeedStep[],
  logger: Pick<Logger, 'info'>,
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ name: string }>(
        tx,
        sql`insert into ${seedRuns} (name) values (${step.name})
            on conflict (name) do nothing returning name`,
      );
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (ran) {
      applied.push(step.name);
      logger.info({ seed: step.name }, 'seed step applied');
    }
  }
  return applied;
}
