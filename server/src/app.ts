import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './platform/db/database';
import { installErrorHandler } from './platform/http/error-handler';
import { installNotFound } from './platform/http/not-found';
import { installOpenApi } from './platform/http/openapi';
import { installRequestContext } from './platform/http/request-context';
import { installSecurityHeaders } from './platform/http/security';
import { storeBrowserOrigins } from './platform/storage/browser-origins';
import { installStaticWeb } from './platform/http/static-web';
import { systemRoutes } from './modules/system';
import { passportRoutes, BUILT_IN_ISSUER_KEY } from './modules/passport';
import { installOriginCheck } from './platform/http/origin-check';
import { installTextGuard } from './platform/http/text-guard';
import { installRequestUser } from './platform/http/request-user';
import {
  createIdentityProvider,
  endSessionsOfIdentity,
  sessionUserResolver,
  authRoutes,
  createAuthService,
} from './modules/auth';
import { userRoutes } from './modules/users';
import { driveRoutes } from './modules/drive';
import { uploadRoutes } from './modules/upload';
import { shareCodeGuard, sharedReadsFor, shareRoutes } from './modules/share';
import { unzipRoutes } from './modules/unzip';
import { officeRoutes, resolveConverter } from './modules/office';
import { editingRoutes } from './modules/editing';
import {
  liveAttendanceRoutes,
  moocRoutes,
  libraryRoutes,
  editorialRoutes,
  catalogueHomeRoutes,
} from './modules/catalogue';
import { learningRoutes } from './modules/learning';
import { discussionRoutes } from './modules/discussion';
import { notesRoutes } from './modules/notes';
import type { ObjectStore } from './platform/storage/object-store';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where file bytes live (local folder or S3 bucket), already prepared. */
  store: ObjectStore;
  logger: FastifyBaseLogger;
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
  let draining = false;
  const db = deps.database.db;
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
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
    if (draining) reply.header('connection', 'close');
  });
  await app.register(cookie);
  await app.register(formbody);
  installRequestContext(app);
  installErrorHandler(app);
  installOriginCheck(app, deps.config.trustedOrigins);
  installTextGuard(app);
  installRequestUser(app, sessionUserResolver(deps.config, db));
  await installSecurityHeaders(
    app,
    storeBrowserOrigins(deps.config.storage),
    deps.config.documentServer ? new URL(deps.config.documentServer.url).origin : undefined,
    deps.config.publicUrl.startsWith('https://'),
  );
  await installOpenApi(app);

  await app.register(systemRoutes, {
    database: deps.database,
    isDraining: () => draining,
    examSiteUrl: deps.config.examSiteUrl,
  });
  await app.register(passportRoutes, {
    config: deps.config,
    database: deps.database,
    onPasswordReset: async (accountId) =>
      void (await endSessionsOfIdentity(db, { issuer: BUILT_IN_ISSUER_KEY, subject: accountId })),
  });
  const auth = createAuthService({
    config: deps.config,
    db,
    provider: createIdentityProvider(deps.config, db),
    logger: app.log,
  });
  await app.register(authRoutes, { config: deps.config, db, auth });
  await app.register(userRoutes, { db });
  const codeGuard = shareCodeGuard(db, deps.config);
  await app.register(driveRoutes, {
    db,
    store: deps.store,
    defaultQuotaBytes: deps.config.driveQuotaBytes,
    sharedReads: sharedReadsFor(codeGuard),
  });
  await app.register(uploadRoutes, {
    db,
    store: deps.store,
    bucketName: deps.config.storage.kind === 's3' ? deps.config.storage.bucket : '',
    liveness: deps.database.liveness,
  });
  await app.register(shareRoutes, { guard: codeGuard, store: deps.store });
  await app.register(unzipRoutes, { db });
  await app.register(officeRoutes, {
    db,
    store: deps.store,
    converter: resolveConverter(
      deps.config.officeConverterPath,
      deps.config.officeConvertTimeoutMs,
    ),
  });
  await app.register(editingRoutes, {
    db,
    store: deps.store,
    publicUrl: deps.config.publicUrl,
    documentServer: deps.config.documentServer,
  });
  await app.register(moocRoutes, { db, liveProviderUrl: deps.config.liveProviderUrl });
  await app.register(liveAttendanceRoutes, { db, liveProviderUrl: deps.config.liveProviderUrl });
  await app.register(learningRoutes, { db });
  await app.register(libraryRoutes, { db, store: deps.store });
  await app.register(editorialRoutes, { db, store: deps.store });
  await app.register(catalogueHomeRoutes, { db });
  await app.register(discussionRoutes, { db });
  await app.register(notesRoutes, { db, store: deps.store });
  for (const plugin of deps.plugins ?? []) await app.register(plugin);

  const webServed = await installStaticWeb(app, deps.config.webDist);
  installNotFound(app, webServed);
  await app.ready();
  return {
    app,
    beginDrain: () => {
      draining = true;
    },
  };
}
