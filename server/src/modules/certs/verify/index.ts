// Public verification of certificates: the calls and the server-rendered page.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import { findVerifyPageAssets } from './page-assets';
import { verifyPageRoutes } from './page-routes';
import { verifyCallRoutes } from './routes';
import { CertVerifier, type BadgeReader } from './verifier';

export { purgeOldVerifyFailures } from './throttle';
export type { BadgeReader, BadgeReading } from './verifier';

export interface VerifyRouteDeps {
  db: Db;
  config: Pick<Config, 'shareCodePowIterations' | 'webDist' | 'publicUrl'>;
  /** Reads a badge file's signature (the documents' badge signer); absent, no badge holds. */
  badges?: BadgeReader;
}

/** `verifyCert`, `verifyCertBadge` and `/pages/cert/verify`, all without login. */
export async function registerVerifyRoutes(app: FastifyInstance, deps: VerifyRouteDeps) {
  const verifier = new CertVerifier(deps.db, {
    // The unit of work of share codes (decision 032), lowered only in tests.
    iterations: deps.config.shareCodePowIterations,
    badges: deps.badges,
  });
  verifyCallRoutes(app, verifier);
  await verifyPageRoutes(app, { verifier, assets: findVerifyPageAssets(deps.config.webDist) });
}
