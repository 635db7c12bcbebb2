import { buildApp } from './app';
import { openDatabase } from './platform/db/database';
import { createObjectStore } from './platform/storage/create-object-store';
import { JobWorker } from './platform/jobs/worker';
import { scheduleRecurring } from './platform/jobs/recurring';
import { createLogger } from './platform/logging';
import { installGracefulShutdown } from './platform/shutdown';
import { collectWhenIdle } from './platform/runtime/idle-collection';
import { databaseTarget, prepare, prepareNewDatabaseApart } from './prepare';
import { loadConfig } from './process-config';

/** Composition root: config → database → migrations, modules and seeds → jobs → HTTP. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const target = databaseTarget(config);
  await prepareNewDatabaseApart(target);
  const database = await openDatabase(target);
  const store = createObjectStore(config);
  await store.prepare();
  const modules = await prepare({ config, database, store, logger });

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
  // A quiet server hands back what its last burst of requests left as garbage (decision 074).
  const idleCollection = collectWhenIdle(app.server);
  installGracefulShutdown(
    [
      {
        name: 'http',
        run: async () => (idleCollection.stop(), beginDrain(), await app.close()),
      },
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
