import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@qiao/contracts/users';

/** The signed-in user as every route sees them. */
export interface RequestUser {
  id: string;
  role: Role;
  loginName: string;
  userName: string;
  email: string | null;
}

export type UserResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RequestUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, looked up at most once per request; null when signed out. */
    resolveUser(): Promise<RequestUser | null>;
  }
}

/** Lets routes ask who is calling, without the platform knowing how sessions are kept. */
export function installRequestUser(app: FastifyInstance, resolve: UserResolver): void {
  app.decorateRequest('resolveUser', async () => null);
  app.addHook('onRequest', async (request, reply) => {
    let lookup: Promise<RequestUser | null> | undefined;
    request.resolveUser = () => (lookup ??= resolve(request, reply));
  });
}
