import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/editing';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import type { ObjectStore } from '../../platform/storage/object-store';
import { toUserFile } from '../drive';
import { handleOfficeCallback } from './office-callback';
import { officeEditorConfigFor, type DocumentServer } from './office-config';
import { saveText } from './save-text';

export interface EditingRoutesOptions {
  db: Db;
  store: ObjectStore;
  publicUrl: string;
  /** Unset: office documents are preview-only. */
  documentServer: DocumentServer | undefined;
}

// A save carries up to textMaxBytes of UTF-8, form-encoded: non-ASCII text grows threefold.
const UPDATE_BODY_LIMIT = calls.EDIT_LIMITS.textMaxBytes * 3 + 64 * 1024;

/** Online editing: text saves (/file/update) and the office document server's calls. */
export async function editingRoutes(
  app: FastifyInstance,
  { db, store, publicUrl, documentServer }: EditingRoutesOptions,
) {
  // Only this plugin's routes: the save call may be larger than the app-wide body limit.
  app.addHook('onRoute', (route) => {
    if (route.url === calls.updateFile.path) route.bodyLimit = UPDATE_BODY_LIMIT;
  });
  const erase = async (keys: string[]) => {
    for (const key of keys) {
      await store
        .delete(key)
        .catch((error: unknown) => app.log.error({ err: error, key }, 'erase failed'));
    }
  };

  registerRoute(app, calls.updateFile, async ({ user, body }) => {
    const { entry, erase: keys } = await saveText(db, store, { userId: user.id, ...body });
    await erase(keys);
    return toUserFile(entry);
  });

  registerRoute(app, calls.officeEditorInfo, async () => ({
    enabled: documentServer !== undefined,
    documentServerUrl: documentServer?.url ?? null,
  }));

  if (!documentServer) {
    registerRoute(app, calls.editOfficeFile, async () => {
      throw new AppError('officeEditorUnavailable');
    });
    return;
  }
  const downloadKey = await getOrCreateSecret(db, 'drive.download-key');
  const callbackKey = await getOrCreateSecret(db, 'editing.callback-key');

  registerRoute(app, calls.editOfficeFile, async ({ user, body, request }) => ({
    documentServerUrl: documentServer.url,
    config: await officeEditorConfigFor(
      { db, documentServer, publicUrl, downloadKey, callbackKey },
      user,
      body.userFileId,
      request.language,
    ),
  }));

  // The document server's own protocol: no session, no envelope; it reads `error` only.
  app.post(calls.OFFICE_CALLBACK_PATH, { schema: { hide: true } }, async (request) => {
    const token = (request.query as { token?: unknown }).token;
    return handleOfficeCallback(
      { db, store, documentServer, callbackKey, log: request.log, erase },
      {
        urlToken: typeof token === 'string' ? token : undefined,
        authorization: request.headers.authorization,
        body: request.body,
      },
    );
  });
}
