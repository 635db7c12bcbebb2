import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@qiao/contracts/envelope';
import { allowsEvery, defineAbilityFor } from '@qiao/contracts/permissions';
import type { RouteContract } from '@qiao/contracts/route';
import { AppError } from './app-error';
import { okEnvelope } from './envelope';
import type { RequestUser } from './request-user';
import { isShared, okEnvelopeJson, sharedJsonWriter } from './shared-answer';

// `body` and `query` are optional in a contract; a route that declares one gets its parsed type.
type Parsed<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface RouteInputs<R extends RouteContract> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  /** Always present on routes that need a login; may be null on `noLogin` routes. */
  user: R['noLogin'] extends true ? RequestUser | null : RequestUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Signed in, and allowed what the contract's permission names when it names one (the shared
 * rules of permissions.ts decide; admins may do anything but what the rules single out).
 */
async function authorize(contract: RouteContract, request: FastifyRequest) {
  const user = await request.resolveUser();
  if (contract.noLogin) return user;
  if (!user) throw new AppError('notLoggedIn');
  if (contract.permission && !allowsEvery(defineAbilityFor(user), contract.permission)) {
    throw new AppError('forbidden');
  }
  return user;
}

/**
 * Registers one contract: the contract's schemas validate the input before the handler runs and
 * document the call in OpenAPI; calls need a session unless the contract says `noLogin`; the
 * handler returns `data` and this wraps it in the envelope.
 */
export function registerRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: (inputs: RouteInputs<R>) => Promise<z.output<R['data']>>,
): void {
  const sharedJson = sharedJsonWriter(contract.data);
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
    // Runs before validation, so a signed-out caller learns "log in", not which field is wrong.
    preValidation: async (request) => void (await authorize(contract, request)),
    handler: async (request, reply) => {
      const user = (await request.resolveUser()) as RouteInputs<R>['user'];
      const data = await handler({
        body: request.body as Parsed<R['body']>,
        query: request.query as Parsed<R['query']>,
        user,
        request,
        reply,
      });
      if (isShared(data)) {
        // A string is sent as it is; the route's serializer (which would check it again) is skipped.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(okEnvelopeJson(sharedJson(data), request.language));
      }
      return okEnvelope(data, request.language);
    },
  });
}
