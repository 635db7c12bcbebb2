import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls started by another site (CSRF), on top of SameSite cookies: a
 * browser always names the page's origin on such calls, and Fetch Metadata marks cross-site ones.
 * Calls without either (curl, server-to-server) carry no ambient cookie risk and pass.
 */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && trustedOrigins.includes(origin)) return;
    if (origin !== undefined || request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('crossSiteRefused');
    }
  });
}
