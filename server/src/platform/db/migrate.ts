import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../migrations');

/** Any fixed number shared by every instance: whoever holds it applies pending migrations. */
const MIGRATION_LOCK_ID = 7_242_001;

/**
 * Applies the versioned migrations in server/migrations. Several instances may start at once on
 * one PostgreSQL server; the lock lets one of them migrate while the others wait and then find
 * nothing left to do.
 */
export async function migrate(database: Database): Promise<void> {
  await database.exclusive(MIGRATION_LOCK_ID, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
