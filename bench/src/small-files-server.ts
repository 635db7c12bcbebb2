import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { openDatabase } from '@qiao/server/src/platform/db/database';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { startQiaoModules } from '@qiao/server/src/registered-modules';

/**
 * Qiao as `npm start` runs it, in a process of its own, on the embedded database under DATA_DIR
 * or the PostgreSQL database DATABASE_URL names, with the local store. One bench user is signed
 * in before it listens; its cookie is written to BENCH_SESSIONS_FILE.
 */
const port = Number(process.env.PORT);
const config = parseConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await migrate(database);
const store = createObjectStore(config);
await store.prepare();

const user = await upsertUserFromIdentity(database.db, {
  issuer: 'bench',
  subject: 'small-files',
  name: 'small-files',
  email: undefined,
});
const session = await createSession(database.db, user.id, 'bench', { ttlMs: 3600_000 });
await fs.writeFile(
  process.env.BENCH_SESSIONS_FILE!,
  JSON.stringify([`qiao_session=${session.token}`]),
);

const logger = pino({ level: config.logLevel });
const { app } = await buildApp({
  modules: startQiaoModules({ config, database, store, logger }),
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
