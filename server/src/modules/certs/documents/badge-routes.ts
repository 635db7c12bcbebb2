import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { ISSUER_PATH, JWKS_PATH } from './badge-credential';
import { badgeSigner, issuerDocument } from './badge-signer';

/**
 * The public half of the badge key, for anyone checking a Qiao credential: the JWK Set at the
 * well-known address, and the issuer Profile the credentials name, with the key's id. No login.
 */
export async function registerBadgeKeyRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string },
): Promise<void> {
  const signer = await badgeSigner(deps.db, deps.publicUrl);
  const jwks = signer.jwks();
  const issuer = issuerDocument(deps.publicUrl, jwks);
  app.get(JWKS_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/jwk-set+json')
      .send(jwks),
  );
  app.get(ISSUER_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/json').send(issuer),
  );
}
