import { randomUUID } from 'node:crypto';
import type { Role } from '@qiao/contracts/users';
import { createSession } from '../src/modules/auth/sessions';
import { setRole, upsertUserFromIdentity } from '../src/modules/users/service';
import type { TestServer } from './test-server';

export interface SignedIn {
  userId: string;
  /** The `cookie` header a browser signed in as this user would send. */
  cookie: string;
}

/** Logs a user in directly (no passport pages), the way a finished login leaves them. */
export async function signInAs(
  server: TestServer,
  options: { name?: string; email?: string; role?: Role; ttlMs?: number } = {},
): Promise<SignedIn> {
  const db = server.testDatabase.database.db;
  const user = await upsertUserFromIdentity(db, {
    issuer: 'test',
    subject: randomUUID(),
    name: options.name ?? 'ليلى',
    email: options.email,
  });
  if (options.role && options.role !== 'student') await setRole(db, user.id, options.role);
  const session = await createSession(db, user.id, 'test', {
    ttlMs: options.ttlMs ?? server.config.sessionTtlHours * 3600_000,
  });
  return { userId: user.id, cookie: `qiao_session=${session.token}` };
}

/** POSTs JSON as the web client does (same origin), optionally signed in. */
export function postJson(server: TestServer, path: string, body: unknown = {}, cookie?: string) {
  return fetch(server.baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The envelope of an answer, its data left for the test to match. */
export async function envelopeOf(response: Response) {
  return (await response.json()) as {
    success: boolean;
    code: number;
    message: string;
    data: never;
  };
}
