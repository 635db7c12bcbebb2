import type { FastifyInstance } from 'fastify';
import { verifyCert, verifyCertBadge } from '@qiao/contracts/certs-calls';
import { registerRoute } from '../../../platform/http/register-route';
import type { CertVerifier } from './verifier';

/** The two public calls: by verify id or number and name, and by the badge file. */
export function verifyCallRoutes(app: FastifyInstance, verifier: CertVerifier) {
  registerRoute(app, verifyCert, async ({ body, request }) => {
    const certificate =
      'verifyId' in body
        ? await verifier.byVerifyId(body.verifyId)
        : ((
            await verifier.byNumberAndName({
              number: body.number,
              name: body.name,
              address: request.ip,
              solution: body.altcha,
            })
          )?.certificate ?? null);
    return { found: certificate !== null, certificate };
  });

  registerRoute(app, verifyCertBadge, async ({ body }) => verifier.badge(body.badge));
}
