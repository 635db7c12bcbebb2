import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EDITORIAL_FILE_PATH } from '@qiao/contracts/catalogue-editorial';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { contentDisposition } from '../../../platform/storage/content-disposition';
import { sendStoredObject } from '../../../platform/http/send-stored-object';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { ObjectNotFoundError } from '../../../platform/storage/object-store-errors';
import { zipStream } from '../../../platform/zip/zip-stream';
import { catalogueItems, itemAttachments } from '../tables';
import { attachmentsOf } from './cases';
import { readEditorialGrant, type EditorialGrant } from './signed-links';
import { uniqueEntryNames } from './zip-names';

export interface EditorialFileOptions {
  db: Db;
  store: ObjectStore;
  signingKey: string;
}

// Sounds play inline; nothing they hold may run or load anything.
const INLINE_POLICY = "sandbox; default-src 'none'; media-src 'self'";

interface StoredFile {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
  inline: boolean;
}

/** The stored file a single-file grant names, while its row still holds one. */
async function grantedFile(db: Db, grant: EditorialGrant): Promise<StoredFile> {
  if (grant.kind === 'attachment') {
    const [row] = await db.select().from(itemAttachments).where(eq(itemAttachments.id, grant.id));
    if (!row?.mediaKey) throw new AppError('editorialLinkExpired');
    return {
      key: row.mediaKey,
      size: row.mediaBytes ?? 0,
      fileName: grant.fileName,
      // Downloads are saved, never rendered by the browser.
      contentType: 'application/octet-stream',
      inline: false,
    };
  }
  const [row] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.id, grant.id), eq(catalogueItems.kind, 'audio_card')));
  if (!row?.mediaKey || !row.mediaType?.startsWith('audio/')) {
    throw new AppError('editorialLinkExpired');
  }
  return {
    key: row.mediaKey,
    size: row.mediaBytes ?? 0,
    fileName: grant.fileName,
    contentType: row.mediaType,
    inline: true,
  };
}

/** Where the signed editorial addresses are fetched: one file, or a silk-road item's zip. */
export async function editorialFileRoutes(
  app: FastifyInstance,
  { db, store, signingKey }: EditorialFileOptions,
) {
  app.get(
    EDITORIAL_FILE_PATH,
    { schema: { querystring: z.object({ token: z.string().max(4096) }), hide: true } },
    async (request, reply) => {
      const grant = readEditorialGrant(signingKey, (request.query as { token: string }).token);
      if (!grant) throw new AppError('editorialLinkExpired');
      if (grant.kind !== 'road-zip') {
        const file = await grantedFile(db, grant);
        // The row may name bytes the store no longer holds: the address is then as good as none.
        const size = (await store.head(file.key))?.size;
        if (size === undefined) throw new AppError('editorialLinkExpired');
        return sendStoredObject(request, reply, store, {
          ...file,
          size,
          name: file.fileName,
          ...(file.inline ? { contentSecurityPolicy: INLINE_POLICY } : {}),
        });
      }
      const attachments = await attachmentsOf(db, grant.id);
      const names = uniqueEntryNames(attachments.map((row) => row.fileName));
      const entries = attachments.map((row, index) => ({
        name: names[index]!,
        size: row.mediaBytes ?? 0,
        open: async () => {
          try {
            return (await store.get(row.mediaKey!)).body;
          } catch (error) {
            if (error instanceof ObjectNotFoundError) throw new AppError('editorialLinkExpired');
            throw error;
          }
        },
      }));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(grant.fileName, false))
        .header('cache-control', 'private, no-store')
        .send(zipStream(entries));
    },
  );
}
