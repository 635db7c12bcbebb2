import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandler } from './platform/http/error-handler';
import { installNotFound } from './platform/http/not-found';
import { installOpenApi } from './platform/http/openapi';
import { installRequestContext } from './platform/http/request-context';
import { installSecurityHeaders } from './platform/http/security';
import { storeBrowserOrigins } from './platform/storage/browser-origins';
import { installStaticWeb } from './platform/http/static-web';
import { EARLY_PAGES } from './platform/http/early-page';
import { FIRST_SCREEN } from './platform/http/first-screen';
import { installOriginCheck } from './platform/http/origin-check';
import { installTextGuard } from './platform/http/text-guard';
import { installRequestUser } from './platform/http/request-user';
import { sessionUserResolver } from './modules/auth';
import type { StartedModules } from './platform/modules/start-modules';

export interface AppDependencies {
  /** The process's started modules (registered-modules.ts): their context and routes. */
  modules: StartedModules;
  /** Extra plugins registered beside the modules (tests use it for probe routes). */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

export interface QiaoApp {
  app: FastifyInstance;
  /** Marks the app as shutting down: /readyz answers 503 from then on. */
  beginDrain(): void;
}

/** Builds the HTTP app: cross-cutting platform pieces first, then one plugin per feature module. */
export async function buildApp(deps: AppDependencies): Promise<QiaoApp> {
  const { config, database, logger, drain } = deps.modules.context;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed so close() returns.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // While draining, answers ask clients to hang up, so keep-alive sockets do not hold shutdown.
  app.addHook('onSend', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
  await app.register(cookie);
  await app.register(formbody);
  installRequestContext(app);
  installErrorHandler(app);
  installOriginCheck(app, config.trustedOrigins);
  installTextGuard(app);
  installRequestUser(app, await sessionUserResolver(config, database));
  await installSecurityHeaders(
    app,
    storeBrowserOrigins(config.storage),
    config.documentServer ? new URL(config.documentServer.url).origin : undefined,
    config.publicUrl.startsWith('https://'),
  );
  await installOpenApi(app);

  for (const routes of deps.modules.routes) await app.register(routes);
  for (const plugin of deps.plugins ?? []) await app.register(plugin);

  const webServed = await installStaticWeb(
    app,
    config.webDist,
    deps.modules.context.extensions.one(FIRST_SCREEN),
    deps.modules.context.extensions.all(EARLY_PAGES),
  );
  installNotFound(app, webServed);
  await app.ready();
  return {
    app,
    beginDrain: () => {
      drain.draining = true;
    },
  };
}
