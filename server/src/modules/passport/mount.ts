import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { PASSPORT_PREFIX } from './provider';

/** A Node request as Express leaves it; oidc-provider reads `originalUrl` to learn its mount path. */
type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Hands every /passport/* request that no passport page claims to oidc-provider (discovery, auth,
 * token, userinfo, jwks, end session). Register it in its own plugin: it replaces the body parsers
 * of its context, because oidc-provider reads request bodies itself.
 */
export async function mountProvider(
  app: FastifyInstance,
  options: { provider: Provider },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const callback = options.provider.callback();
  app.all(`${PASSPORT_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    const raw: MountedRequest = request.raw;
    const url = raw.url ?? PASSPORT_PREFIX;
    raw.originalUrl = url;
    raw.url = url.slice(PASSPORT_PREFIX.length) || '/';
    await callback(raw, reply.raw);
  });
}
