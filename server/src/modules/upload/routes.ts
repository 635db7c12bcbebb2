import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/upload';
import type { Db } from '../../platform/db/database';
import type { ProcessLiveness } from '../../platform/db/liveness';
import { registerRoute } from '../../platform/http/register-route';
import type { ObjectStore } from '../../platform/storage/object-store';
import { toUserFile } from '../drive';
import { cancelUpload } from './cancel';
import { completeUpload, makeUploadedFolder } from './complete';
import type { UploadContext } from './context';
import { groupRoute } from './group-route';
import { oneRequestRoute } from './one-request-route';
import { partRoute } from './part-route';
import { heldParts, signParts } from './parts';
import { planUpload } from './plan';
import { storedFileRecorder } from './stored-file-entries';

export interface UploadRoutesOptions {
  db: Db;
  store: ObjectStore;
  /** The bucket named in plans when the store is S3. */
  bucketName: string;
  /** The database's view of which processes live (a crashed completion is taken over). */
  liveness: ProcessLiveness;
}

/** The resumable upload calls (spec file space §7, contracts/src/upload.ts); thin over the services. */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const context: UploadContext = { ...options, log: app.log };

  registerRoute(app, calls.getUploadAuth, async ({ user, body }) =>
    planUpload(context, user.id, {
      fileName: body.fileName,
      filePath: body.filePath,
      fileSize: body.fileSize,
      md5: body.identifier,
    }),
  );
  registerRoute(app, calls.testUploadParts, async ({ user, query }) => ({
    uploadedParts: await heldParts(context, user.id, query.uploadId),
  }));
  registerRoute(app, calls.signUploadParts, async ({ user, body }) =>
    signParts(context, user.id, body.uploadId, body.partNumbers),
  );
  registerRoute(app, calls.createFile, async ({ user, body }) =>
    toUserFile(
      body.isDir === 1
        ? await makeUploadedFolder(options.db, user.id, body.filePath, body.fileName)
        : await completeUpload(context, user.id, body),
    ),
  );
  registerRoute(app, calls.cancelUpload, async ({ user, body }) => {
    await cancelUpload(context, user.id, body.uploadId);
    return null;
  });
  await app.register(partRoute, { context });
  // One recorder for both small-file calls, so their files are recorded together.
  const recorder = storedFileRecorder(options.db);
  await app.register(oneRequestRoute, { context, recorder });
  await app.register(groupRoute, { context, recorder });
}
