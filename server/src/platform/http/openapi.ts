import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LIMITS } from '@qiao/contracts/limits';

/** OpenAPI generated from the route contracts; the UI at /api/docs, the document at /api/docs/json. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Qiao API',
        description:
          'Every answer is the envelope { success, code, message, data }; code 0 means OK. ' +
          'Messages follow the caller language (?lang=, x-qiao-lang, lang cookie, Accept-Language).',
        version: LIMITS.appVersion,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
