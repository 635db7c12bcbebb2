import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '@qiao/contracts/catalogue';
import { downloadReceipt } from '@qiao/contracts/pay-calls';
import { about, defineAbilityFor } from '@qiao/contracts/permissions';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { contentDisposition } from '../../../platform/storage/content-disposition';
import { receiptOf } from './receipt-view';
import { receiptPdf } from './receipt-pdf';

/**
 * `GET /api/pay/receipt/<orderId>`: a paid order's receipt as a PDF, for the order's learner or an
 * admin; anyone else is answered "not found", as for an order that does not exist. Printed in the
 * caller's language (`?lang=`, else the language setting the web keeps in its cookie).
 */
export async function receiptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const signedIn = async (request: { resolveUser: () => Promise<{ id: string } | null> }) => {
    const user = await request.resolveUser();
    if (!user) throw new AppError('notLoggedIn');
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    downloadReceipt.path,
    {
      schema: {
        summary: downloadReceipt.summary,
        tags: [...downloadReceipt.tags],
        params: z.object({ orderId: z.string() }),
        querystring: downloadReceipt.query,
      },
      preValidation: async (request) => void (await signedIn(request)),
    },
    async (request, reply) => {
      const user = (await request.resolveUser())!;
      const receipt = await receiptOf(db, request.params.orderId, request.language);
      const ability = defineAbilityFor(user);
      if (!ability.can('read', about('Order', { userId: receipt.userId }))) {
        throw new AppError('payOrderNotFound');
      }
      if (!receipt.view) throw new AppError('payOrderNotPaid');
      const pdf = await receiptPdf({
        ...receipt.view,
        courseTitle: pickText(receipt.courseTitle, request.language),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`${receipt.view.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
