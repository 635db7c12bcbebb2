import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { escapedApiPrefix, isApiPath, originAllowed } from './origin-rules';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls started by another site (CSRF), on top of SameSite cookies: a
 * browser always names the page's origin on such calls, and Fetch Metadata marks cross-site ones.
 * Calls without either (curl, server-to-server) carry no ambient cookie risk and pass. Whether a
 * call is an API call is decided on the route the router matched, never on the raw URL, whose
 * percent-escapes the router decodes (`/%61pi/...` is `/api/...` to it).
 */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    const routePath = request.routeOptions.url;
    if (escapedApiPrefix(request.url, routePath)) throw new AppError('interfaceNotFound');
    if (SAFE_METHODS.has(request.method)) return;
    if (!isApiPath(routePath ?? request.url.split('?', 1)[0]!)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && originAllowed(origin, request, trustedOrigins)) return;
    if (origin !== undefined || request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('crossSiteRefused');
    }
  });
}
