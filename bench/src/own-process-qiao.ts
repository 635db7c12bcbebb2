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
 * Qiao as `npm start` runs it (embedded PGlite and the local store under DATA_DIR, port from
 * PORT), opened in a bench's own server process. The suite fills it (users, files) before it
 * listens: the database belongs to this process, so the bench cannot open it beside it.
 */
export async function openOwnProcessQiao() {
  const port = Number(process.env.PORT);
  const config = parseConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(config.dataDir, 'db'),
  });
  await migrate(database);
  const store = createObjectStore(config);
  await store.prepare();

  return {
    db: database.db,
    store,
    /** A bench user signed in: its id and the cookie its calls send. */
    async signedIn(subject: string) {
      const user = await upsertUserFromIdentity(database.db, {
        issuer: 'bench',
        subject,
        name: subject,
        email: undefined,
      });
      const session = await createSession(database.db, user.id, 'bench', { ttlMs: 3600_000 });
      return { userId: user.id, cookie: `qiao_session=${session.token}` };
    },
    /** Serves HTTP until SIGTERM, then closes the app, the store and the database. */
    async listen() {
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
    },
  };
}
