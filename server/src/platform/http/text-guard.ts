import type { FastifyInstance } from 'fastify';
import { forbiddenTextField } from '@qiao/contracts/text-rules';
import { AppError } from './app-error';

/**
 * Applies the contracts' shared text rules to every request's path parameters, query and body,
 * after the route's own schema (so a signed-out caller still learns "log in" first) and before
 * its handler: a NUL answers the translated "parameter error: <field>" instead of failing in
 * the database as a service error.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = forbiddenTextField(input);
      if (field !== undefined) throw new AppError('parameterError', { field });
    }
  });
}
