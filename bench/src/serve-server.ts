import { randomFillSync } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { openDatabase } from '@qiao/server/src/platform/db/database';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { LocalDiskStore } from '@qiao/server/src/platform/storage/local-disk-store';
import { startQiaoModules } from '@qiao/server/src/registered-modules';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { addFile, storedFile } from '@qiao/server/src/modules/drive';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';

/** What the serve bench needs to download the file, written to BENCH_SERVE_INFO. */
export interface ServedFileInfo {
  cookie: string;
  userFileId: string;
  /** The stored object on disk, for the bare server to serve the very same bytes. */
  objectPath: string;
}

/** Random bytes (nothing compresses), made as they are stored, so no second copy sits on disk. */
function randomBytes(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const piece = randomFillSync(Buffer.allocUnsafe(Math.min(8 * 1024 * 1024, left)));
      left -= piece.length;
      this.push(piece);
    },
  });
}

/**
 * Qiao as `npm start` runs it (embedded PGlite, the local store under DATA_DIR), in a process of
 * its own, holding one user's drive file of BENCH_SERVE_BYTES random bytes, added through the
 * drive's own addFile before it listens.
 */
const port = Number(process.env.PORT);
const size = Number(process.env.BENCH_SERVE_BYTES);
const config = parseConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
await migrate(database);
const store = createObjectStore(config);
if (!(store instanceof LocalDiskStore)) throw new Error('the serve bench measures the local store');
await store.prepare();

const user = await upsertUserFromIdentity(database.db, {
  issuer: 'bench',
  subject: 'reader',
  name: 'reader',
  email: undefined,
});
const session = await createSession(database.db, user.id, 'bench', { ttlMs: 3600_000 });
const entry = await addFile(database.db, store, {
  userId: user.id,
  folder: '/',
  name: 'lecture.bin',
  body: randomBytes(size),
  size,
});
const { object } = await storedFile(database.db, user.id, entry.id);
const info: ServedFileInfo = {
  cookie: `qiao_session=${session.token}`,
  userFileId: entry.id,
  objectPath: path.join(store.root, ...object.storageKey.split('/')),
};
await fs.writeFile(process.env.BENCH_SERVE_INFO!, JSON.stringify(info));

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
