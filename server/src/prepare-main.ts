import { openDatabase } from './platform/db/database';
import { createLogger } from './platform/logging';
import { createObjectStore } from './platform/storage/create-object-store';
import { loadConfig } from './process-config';
import { databaseTarget, prepare } from './prepare';

/** Run by the server for a new embedded database (prepare.ts): fills it, then exits. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(databaseTarget(config));
  const store = createObjectStore(config);
  try {
    await store.prepare();
    await prepare({ config, database, store, logger });
  } finally {
    await store.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    'Qiao could not prepare its database:',
    error instanceof Error ? error.message : error,
  );
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
