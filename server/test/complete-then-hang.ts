/**
 * A Qiao process that dies in the middle of `createfile`, for the crash tests: it opens the
 * deployment's database and store as the server does, starts completing one upload, and stops
 * making progress at a chosen point, printing `hanging`. The test then kills it with SIGKILL.
 *
 *   UPLOAD_ID=… USER_ID=… HANG_AT=claimed|joined DATA_DIR=… [DATABASE_URL=…]
 *   node --import tsx server/test/complete-then-hang.ts
 *
 * claimed: the upload is claimed, nothing joined yet. joined: the parts are joined into the
 * object in the store, no entry made.
 */
import path from 'node:path';
import { parseConfig } from '../src/config';
import { completeUpload } from '../src/modules/upload/complete';
import { openDatabase } from '../src/platform/db/database';
import { createObjectStore } from '../src/platform/storage/create-object-store';
import type { ObjectStore } from '../src/platform/storage/object-store';

const { UPLOAD_ID, USER_ID, HANG_AT } = process.env;
const config = parseConfig(process.env);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const real = createObjectStore(config);
await real.prepare();

const hang = (): Promise<never> => {
  process.stdout.write('hanging\n');
  return new Promise(() => undefined);
};
const store: ObjectStore = Object.create(real) as ObjectStore;
store.listParts = async (...args) => {
  if (HANG_AT === 'claimed') return hang();
  return real.listParts(...args);
};
store.completeMultipartUpload = async (...args) => {
  await real.completeMultipartUpload(...args);
  return hang();
};

await completeUpload(
  {
    db: database.db,
    store,
    bucketName: '',
    liveness: database.liveness,
    log: { error: (fields, message) => console.error(message, fields) },
  },
  USER_ID!,
  { fileId: UPLOAD_ID },
);
