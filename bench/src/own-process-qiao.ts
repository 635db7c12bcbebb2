import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { runSeeds } from '@qiao/server/src/platform/seed/run-seeds';
import { openDatabase } from '@qiao/server/src/platform/db/database';
import { databaseTarget } from '@qiao/server/src/prepare';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { startQiaoModules } from '@qiao/server/src/registered-modules';

/**
 * Qiao as `npm start` runs it (embedded PGlite, or the PostgreSQL database DATABASE_URL names, and
 * the local store under DATA_DIR, port from PORT), opened in a bench's own server process. The suite fills it (users, files) before it
 * listens: the database belongs to this process, so the bench cannot open it beside it.
 */
export async function openOwnProcessQiao() {
  const port = Number(process.env.PORT);
  const config = parseConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
  const database = await openDatabase(databaseTarget(config));
  await migrate(database);
  const store = createObjectStore(config);
  await store.prepare();
  const modules = startQiaoModules({
    config,
    database,
    store,
    logger: pino({ level: config.logLevel }),
  });

  /** A session for an existing user (a demo account): its id and the cookie its calls send. */
  const sessionOf = async (userId: string) => {
    const session = await createSession(database.db, userId, 'bench', { ttlMs: 3600_000 });
    return { userId, cookie: `qiao_session=${session.token}` };
  };

  return {
    db: database.db,
    store,
    /** The reference data, then the demo content and accounts, as a first start with SEED_DEMO. */
    async seedDemo() {
      const logger = pino({ level: 'silent' });
      await runSeeds(database.db, modules.referenceSeeds, logger);
      await runSeeds(database.db, modules.demoSeeds, logger);
      for (const refresh of modules.refreshDemo) await refresh();
    },
    /** A bench user signed in: its id and the cookie its calls send. */
    async signedIn(subject: string) {
      const user = await upsertUserFromIdentity(database.db, {
        issuer: 'bench',
        subject,
        name: subject,
        email: undefined,
      });
      return sessionOf(user.id);
    },
    sessionOf,
    /** Closes the store and the database without serving: the data is made for another process. */
    async close() {
      await store.close();
      await database.close();
    },
    /** Serves HTTP until SIGTERM, then closes the app, the store and the database. */
    async listen() {
      const { app } = await buildApp({ modules });
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
