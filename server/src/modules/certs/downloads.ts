import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadCertBadge, downloadCertPdf } from '@qiao/contracts/certs-calls';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { certificatePdf, type BadgeSigner } from './documents';
import { ownCertificate } from './learner';
import { certVerifyUrl } from './presenter';

/**
 * The holder's downloads of a certificate: the PDF and the signed badge, made from the frozen
 * snapshot each time. Someone else's certificate answers "not found" (the error envelope), as one
 * that does not exist.
 */
export async function certDownloadRoutes(
  app: FastifyInstance,
  { db, publicUrl, signer }: { db: Db; publicUrl: string; signer: BadgeSigner },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const holderOf = async (request: { resolveUser: () => Promise<{ id: string } | null> }) => {
    const user = await request.resolveUser();
    if (!user) throw new AppError('notLoggedIn');
    return user;
  };
  const send = (reply: FastifyReply, type: string, fileName: string, body: Buffer | string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(body);

  route.get(
    downloadCertPdf.path,
    {
      schema: {
        summary: downloadCertPdf.summary,
        tags: [...downloadCertPdf.tags],
        querystring: downloadCertPdf.query,
      },
      preValidation: async (request) => void (await holderOf(request)),
    },
    async (request, reply) => {
      const user = await holderOf(request);
      const { certificateId } = request.query as { certificateId: string };
      const row = await ownCertificate(db, user.id, certificateId);
      const pdf = await certificatePdf({
        snapshot: row.snapshot,
        verifyUrl: certVerifyUrl(publicUrl, row.verifyId),
      });
      return send(reply, 'application/pdf', `${row.number}.pdf`, pdf);
    },
  );

  route.get(
    downloadCertBadge.path,
    {
      schema: {
        summary: downloadCertBadge.summary,
        tags: [...downloadCertBadge.tags],
        querystring: downloadCertBadge.query,
      },
      preValidation: async (request) => void (await holderOf(request)),
    },
    async (request, reply) => {
      const user = await holderOf(request);
      const { certificateId } = request.query as { certificateId: string };
      const row = await ownCertificate(db, user.id, certificateId);
      const jws = await signer.sign({
        certificateId: row.id,
        verifyId: row.verifyId,
        snapshot: row.snapshot,
        verifyUrl: certVerifyUrl(publicUrl, row.verifyId),
      });
      return send(reply, 'application/vc+jwt', `${row.number}.jwt`, jws);
    },
  );
}
