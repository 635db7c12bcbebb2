import type { FastifyInstance } from 'fastify';
import { LANGUAGES, SPEC_LANGUAGE_CODES, DEFAULT_LANGUAGE } from '@qiao/contracts/languages';
import { LIMITS } from '@qiao/contracts/limits';
import { appInfo } from '@qiao/contracts/system';
import { errorEnvelope, okEnvelope } from '../../platform/http/envelope';
import { registerRoute } from '../../platform/http/register-route';
import type { Database } from '../../platform/db/database';

export interface SystemRoutesOptions {
  database: Database;
  /** True once shutdown has begun: readiness fails so load balancers stop sending traffic. */
  isDraining: () => boolean;
  /** The external Chinese-test site, for the top menu. */
  examSiteUrl: string;
}

const READINESS_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions) {
  // Liveness: the process answers. It never touches the database, so a slow database does not
  // get a healthy process restarted.
  app.get('/healthz', { schema: { hide: true } }, async (request) =>
    okEnvelope({ status: 'ok' }, request.language),
  );

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      if (options.isDraining()) throw new Error('shutting down');
      await withTimeout(options.database.ping(), READINESS_TIMEOUT_MS);
      return okEnvelope({ status: 'ok' }, request.language);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply
        .status(503)
        .send(errorEnvelope('notReady', request.language, {}, { status: 'unavailable' }));
    }
  });

  registerRoute(app, appInfo, async () => ({
    name: 'Qiao' as const,
    version: LIMITS.appVersion,
    languages: [...LANGUAGES],
    specLanguageCodes: [...SPEC_LANGUAGE_CODES],
    defaultLanguage: DEFAULT_LANGUAGE,
    database: options.database.kind,
    examSiteUrl: options.examSiteUrl,
  }));
}
