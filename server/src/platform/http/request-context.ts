import type { FastifyInstance } from 'fastify';
import type { Language } from '@qiao/contracts/languages';
import { LANGUAGE_COOKIE, LANGUAGE_HEADER, resolveLanguage } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language, for every message this request answers. */
    language: Language;
  }
}

/** Decides each request's language once and echoes the request id so users can quote it. */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('language', 'ar');
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const header = request.headers[LANGUAGE_HEADER];
    request.language = resolveLanguage({
      query: typeof query?.lang === 'string' ? query.lang : undefined,
      header: Array.isArray(header) ? header[0] : header,
      cookie: request.cookies[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
    reply.header('x-request-id', request.id);
  });
}
