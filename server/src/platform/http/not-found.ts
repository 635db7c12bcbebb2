import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './envelope';
import { sendAppNotFound } from './static-web';

/** Unknown API paths answer 404 in the envelope; unknown pages get the web app's not-found page. */
export function installNotFound(app: FastifyInstance, webServed: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
    if (!isApi && webServed && wantsPage) return sendAppNotFound(reply);
    return reply.status(404).send(errorEnvelope('interfaceNotFound', request.language));
  });
}
