import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@qiao/contracts/envelope';
import type { RouteContract } from '@qiao/contracts/route';
import { okEnvelope } from './envelope';

// `body` and `query` are optional in a contract; a route that declares one gets its parsed type.
type Parsed<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface RouteInputs<R extends RouteContract> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract: the contract's schemas validate the input before the handler runs and
 * document the call in OpenAPI; the handler returns `data` and this wraps it in the envelope.
 */
export function registerRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: (inputs: RouteInputs<R>) => Promise<z.output<R['data']>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      response: { 200: envelope(contract.data) },
    },
    handler: async (request, reply) => {
      const data = await handler({
        body: request.body as Parsed<R['body']>,
        query: request.query as Parsed<R['query']>,
        request,
        reply,
      });
      return okEnvelope(data, request.language);
    },
  });
}
