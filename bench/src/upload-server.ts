import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { openDatabase } from '@qiao/server/src/platform/db/database';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { startQiaoModules } from '@qiao/server/src/registered-modules';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';

/**
 * Qiao as `npm start` runs it (embedded PGlite and the local store under DATA_DIR), in a process
 * of its own, with the users the upload bench needs signed in before it listens. Their cookies
 * are written to BENCH_SESSIONS_FILE; the database belongs to this process, so the bench cannot
 * open it beside it.
 */
const port = Number(process.env.PORT);
const config = parseConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
await migrate(database);
const store = createObjectStore(config);
await store.prepare();

const cookies: string[] = [];
for (const subject of ['sender', 'instant']) {
  const user = await upsertUserFromIdentity(database.db, {
    issuer: 'bench',
    subject,
    name: subject,
    email: undefined,
  });
  const session = await createSession(database.db, user.id, 'bench', { ttlMs: 3600_000 });
  cookies.push(`qiao_session=${session.token}`);
}
await fs.writeFile(process.env.BENCH_SESSIONS_FILE!, JSON.stringify(cookies));

const { app } = await buildApp({
  modules: startQiaoModules({ config, database, store, logger: pino({ level: config.logLevel }) }),
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
