import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '@qiao/contracts/office';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { contentDisposition } from '../../platform/storage/content-disposition';
import type { ObjectStore } from '../../platform/storage/object-store';
import { toUserFile } from '../drive';
import type { OfficeConverter } from './converter';
import { createOfficeFile } from './create';
import { previewPdf, requestPreview } from './preview';

export interface OfficeRoutesOptions {
  db: Db;
  store: ObjectStore;
  converter: OfficeConverter | undefined;
}

// The PDF is shown by Qiao's own reader, never run: no scripts, nothing loaded from elsewhere.
const PDF_POLICY = "sandbox; default-src 'none'";

/** The office calls of spec §7: blank documents, and previews of office documents as PDF. */
export async function officeRoutes(
  app: FastifyInstance,
  { db, store, converter }: OfficeRoutesOptions,
) {
  registerRoute(app, calls.createOfficeFile, async ({ user, body }) =>
    toUserFile(await createOfficeFile(db, store, user.id, body)),
  );
  registerRoute(app, calls.previewOfficeFile, async ({ user, body }) =>
    requestPreview({ db, store, converter }, user.id, body.userFileId),
  );

  app.get(
    calls.OFFICE_PDF_PATH,
    { schema: { querystring: z.object({ userFileId: z.uuid('fileNotFound') }), hide: true } },
    async (request, reply) => {
      const user = await request.resolveUser();
      if (!user) throw new AppError('notLoggedIn');
      const { userFileId } = request.query as { userFileId: string };
      const pdf = await previewPdf(db, store, user.id, userFileId);
      const read = await store.get(pdf.key);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(pdf.name, true))
        .header('content-length', String(read.contentLength))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', PDF_POLICY)
        .send(read.body);
    },
  );
}
