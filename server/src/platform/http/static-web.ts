import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { EarlyPage } from './early-page';
import { pageLanguage, pageWithFirstScreen, type FirstScreenDrawer } from './first-screen';

/**
 * Serves the built web app: `/` (desktop shell) and `/mobile/` (phone shell). Hashed assets are
 * cached for a year; the HTML entries are revalidated on every visit so a new release shows at once.
 * The build writes a gzip copy beside each script and style sheet (`x.js.gz`), sent to browsers
 * that accept gzip: compressed once at build time, never per request.
 *
 * The desktop page itself (`/`) is written per request: in the visitor's language, with the first
 * screen a module draws for it (first-screen.ts), so its largest image loads with the HTML, and
 * the early pages' calls and chunks its script starts with the app (early-page.ts).
 */
export async function installStaticWeb(
  app: FastifyInstance,
  webDist: string,
  drawFirstScreen?: FirstScreenDrawer,
  earlyPages: readonly EarlyPage[] = [],
): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
  for (const url of ['/', '/index.html']) {
    app.get(url, async (request, reply) => {
      const language = pageLanguage(request);
      const screen = isPlainVisit(request.query)
        ? // The page never fails for its first screen: without one, the app draws it all itself.
          await drawFirstScreen?.(request, language).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the first screen could not be drawn');
            return undefined;
          })
        : undefined;
      return (
        reply
          .header('cache-control', 'no-cache')
          // The language and the viewer's banners come from the cookies.
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(pageWithFirstScreen(indexHtml, language, screen, earlyPages))
      );
    });
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

/**
 * An address with a query other than `lang` is not a plain visit: the passport's return
 * (`?code=&state=`) is finished by the app, which then goes where the login began.
 */
function isPlainVisit(query: unknown): boolean {
  return Object.keys((query as Record<string, unknown> | undefined) ?? {}).every(
    (name) => name === 'lang',
  );
}

/** Unknown page addresses get the app's own not-found screen, with status 404. */
export function sendAppNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
}
