import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD_PATH, getDownloadAuth, PREVIEW_PATH } from '@qiao/contracts/drive';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { contentDisposition } from '../../platform/storage/content-disposition';
import type { ObjectStore } from '../../platform/storage/object-store';
import { readDownloadGrant } from './download-token';
import { sendStoredObject, type StoredObjectAnswer } from '../../platform/http/send-stored-object';
import { servedType } from './safe-types';
import { thumbnailOf } from './thumbnails';
import { displayName, downloadAuth, storedFile, zipEntries } from './transfer';
import { zipStream } from '../../platform/zip/zip-stream';

/** How reads through a share are checked; the share module provides it. */
export interface SharedReads {
  /** Refuses a signed address made for a share that has since expired or been cancelled. */
  assertGrantOpen(shareId: string): Promise<void>;
  /**
   * The owner of a file a visitor previews through a share, after checking the share (code,
   * expiry, cancellation) and that the file lies in it.
   */
  previewOwner(
    request: FastifyRequest,
    query: { userFileId: string; shareBatchNum: string; extractionCode?: string },
  ): Promise<string>;
}

export interface TransferRoutesOptions {
  db: Db;
  store: ObjectStore;
  signingKey: string;
  sharedReads?: SharedReads;
}

// Inline previews are shown, never run: a sandbox without scripts, and nothing loaded from elsewhere.
const PREVIEW_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

/** Stored bytes, ranges and all; inline previews under the sandboxing policy above. */
function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  file: Omit<StoredObjectAnswer, 'contentSecurityPolicy'>,
) {
  return sendStoredObject(request, reply, store, {
    ...file,
    contentSecurityPolicy: file.inline ? PREVIEW_POLICY : undefined,
  });
}

export async function transferRoutes(
  app: FastifyInstance,
  { db, store, signingKey, sharedReads }: TransferRoutesOptions,
) {
  /** One's own file, or a file read through a share. */
  const previewOwner = async (
    request: FastifyRequest,
    query: { userFileId: string; shareBatchNum?: string; extractionCode?: string },
  ) => {
    if (query.shareBatchNum) {
      if (!sharedReads) throw new AppError('fileNotFound');
      return sharedReads.previewOwner(request, { ...query, shareBatchNum: query.shareBatchNum });
    }
    const user = await request.resolveUser();
    if (!user) throw new AppError('notLoggedIn');
    return user.id;
  };

  registerRoute(app, getDownloadAuth, async ({ user, body }) => {
    const ids =
      'ossFileId' in body ? [body.ossFileId] : body.fileIds.map((file) => file.userFileId);
    return downloadAuth({ db, store, signingKey }, user.id, ids);
  });

  app.get(
    DOWNLOAD_PATH,
    { schema: { querystring: z.object({ token: z.string().max(4096) }), hide: true } },
    async (request, reply) => {
      const grant = readDownloadGrant(signingKey, (request.query as { token: string }).token);
      // An expired or forged address is as good as none.
      if (!grant) throw new AppError('fileNotFound');
      if (grant.shareId) {
        if (!sharedReads) throw new AppError('fileNotFound');
        await sharedReads.assertGrantOpen(grant.shareId);
      }
      if (grant.kind === 'file') {
        const { entry, object } = await storedFile(db, grant.userId, grant.ids[0] ?? '');
        const name = displayName(entry);
        return sendObject(request, reply, store, {
          key: object.storageKey,
          size: object.size,
          name,
          contentType: 'application/octet-stream',
          inline: false,
        });
      }
      const entries = await zipEntries(db, store, grant.userId, grant.ids);
      const name =
        grant.ids.length === 1 && entries[0]
          ? `${entries[0].name.replace(/\/$/, '')}.zip`
          : 'qiao-files.zip';
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(name, false))
        .header('cache-control', 'private, no-store')
        .send(zipStream(entries));
    },
  );

  app.get(
    PREVIEW_PATH,
    {
      schema: {
        querystring: z.object({
          userFileId: z.uuid('fileNotFound'),
          isMin: z.coerce.number().int().optional(),
          // A file inside a share: no login, the share's name and code instead.
          shareBatchNum: z.string().max(64).optional(),
          extractionCode: z.string().max(16).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const query = request.query as {
        userFileId: string;
        isMin?: number;
        shareBatchNum?: string;
        extractionCode?: string;
      };
      const ownerId = await previewOwner(request, query);
      const { entry, object } = await storedFile(db, ownerId, query.userFileId);
      if (query.isMin) {
        const thumbnail = await thumbnailOf(store, object.id, object.storageKey, entry.extendName);
        if (thumbnail) {
          return sendObject(request, reply, store, {
            ...thumbnail,
            name: `${entry.fileName}.jpg`,
            contentType: 'image/jpeg',
            inline: true,
          });
        }
      }
      const type = servedType(entry.extendName);
      return sendObject(request, reply, store, {
        key: object.storageKey,
        size: object.size,
        name: displayName(entry),
        ...type,
      });
    },
  );
}
