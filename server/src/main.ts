import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './platform/db/database';
import { createObjectStore } from './platform/storage/create-object-store';
import { migrate } from './platform/db/migrate';
import { JobWorker } from './platform/jobs/worker';
import { scheduleRecurring } from './platform/jobs/recurring';
import { createLogger } from './platform/logging';
import { runSeeds } from './platform/seed/run-seeds';
import { installGracefulShutdown } from './platform/shutdown';
import { startQiaoModules } from './registered-modules';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, no stack: the operator's fix is in the message.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Composition root: config → database → modules → migrations and seed → jobs → HTTP. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await migrate(database);
  const store = createObjectStore(config);
  await store.prepare();
  const modules = startQiaoModules({ config, database, store, logger });
  await runSeeds(database.db, modules.referenceSeeds, logger);
  if (config.seedDemo) {
    await runSeeds(database.db, modules.demoSeeds, logger);
    for (const refresh of modules.refreshDemo) await refresh();
  }

  const worker = new JobWorker({
    db: database.db,
    handlers: modules.jobHandlers,
    logger,
    pollMs: config.jobPollMs,
    concurrency: config.jobConcurrency,
  });
  await scheduleRecurring(database.db, modules.recurringJobs);
  worker.start();

  const { app, beginDrain } = await buildApp({ modules });
  installGracefulShutdown(
    [
      { name: 'http', run: async () => (beginDrain(), await app.close()) },
      { name: 'jobs', run: () => worker.stop() },
      { name: 'database', run: () => database.close() },
      { name: 'storage', run: () => store.close() },
    ],
    logger,
    config.shutdownTimeoutMs,
  );
  await app.listen({ port: config.port, host: config.host });
  // Every address it listens on works (the cross-site check compares Origin with Host, sign-in
  // returns to the address it began at); PUBLIC_URL is for links that leave a request (mail, the
  // document server), so an operator learns here which addresses users may type.
  logger.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    `Qiao is ready at ${config.signInBases.join(', ')}. ` +
      'Links in mail and for the document server use PUBLIC_URL ' +
      `(${config.publicUrl}); set it to the address users type when Qiao is behind a proxy`,
  );
}

main().catch((error: unknown) => {
  console.error('Qiao could not start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
