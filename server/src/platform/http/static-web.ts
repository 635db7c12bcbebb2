import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: `/` (desktop shell) and `/mobile/` (phone shell). Hashed assets are
 * cached for a year; the HTML entries are revalidated on every visit so a new release shows at once.
 * The build writes a gzip copy beside each script and style sheet (`x.js.gz`), sent to browsers
 * that accept gzip: compressed once at build time, never per request.
 */
export async function installStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response: { setHeader(name: string, value: string): void }, filePath: string) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/** Unknown page addresses get the app's own not-found screen, with status 404. */
export function sendAppNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
}
