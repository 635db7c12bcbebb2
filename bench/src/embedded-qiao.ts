import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { startQiaoModules } from '@qiao/server/src/registered-modules';
import { openBenchDatabase } from './bench-database';
import { freePort } from './processes';

/**
 * Qiao in this process on a fresh database (in-memory PGlite, or PostgreSQL: see
 * openBenchDatabase) and a scratch data folder, so a suite can fill the database directly before
 * it serves HTTP and measure the calls beside bare SQL on the same connection.
 */
export async function openEmbeddedQiao(name: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `qiao-bench-${name}-`));
  const port = await freePort();
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    LOG_LEVEL: 'silent',
  });
  const database = await openBenchDatabase(name);
  await migrate(database);
  const store = createObjectStore(config);
  await store.prepare();
  const modules = startQiaoModules({ config, database, store, logger: pino({ level: 'silent' }) });
  let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
  return {
    db: database.db,
    store,
    modules,
    url: config.publicUrl,
    /** Serves HTTP, once the suite's data is in place. */
    async listen() {
      ({ app } = await buildApp({ modules }));
      await app.listen({ port, host: '127.0.0.1' });
    },
    async close() {
      await app?.close();
      await store.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
