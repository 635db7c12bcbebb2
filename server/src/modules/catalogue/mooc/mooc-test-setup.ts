import type { Answer } from '../../../../test/drive-client';
import { signInAs } from '../../../../test/sign-in';
import type { TestServer } from '../../../../test/test-server';
import {
  joinClass,
  seedMoocContent,
  type MoocContent,
} from '../../../../test/fixtures/mooc-content';

/**
 * Callers of the MOOC tests, as the web calls: POST as JSON, GET with a query, in a language.
 * The three viewers: a visitor, a signed-in user outside the class, and a member of the class.
 */
export function catalogueClient(server: TestServer, cookie?: string) {
  const headers = (language: string): Record<string, string> => ({
    ...(cookie ? { cookie } : {}),
    'x-qiao-lang': language,
  });
  return {
    async post<T = never>(path: string, body: object = {}, language = 'zh') {
      const response = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: {
          ...headers(language),
          origin: server.baseUrl,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Answer<T>;
    },
    async get<T = never>(path: string, query: Record<string, string> = {}, language = 'zh') {
      const response = await fetch(`${server.baseUrl}${path}?${new URLSearchParams(query)}`, {
        headers: headers(language),
      });
      return (await response.json()) as Answer<T>;
    },
  };
}

export type CatalogueClient = ReturnType<typeof catalogueClient>;

/** Posts and answers the envelope's data, failing loudly when the call is refused. */
export async function ok<T>(client: CatalogueClient, path: string, body: object = {}): Promise<T> {
  const answer = await client.post<T>(path, body);
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** The whole answer of a call expected to be refused (code 0 when it went through). */
export async function refusal<T = unknown>(
  client: CatalogueClient,
  path: string,
  body: object = {},
): Promise<Answer<T>> {
  return client.post<T>(path, body);
}

export interface Viewers {
  visitor: CatalogueClient;
  outsider: CatalogueClient;
  member: CatalogueClient;
  memberId: string;
  outsiderId: string;
}

export async function seedWithViewers(
  server: TestServer,
): Promise<{ content: MoocContent } & Viewers> {
  const db = server.testDatabase.database.db;
  const content = await seedMoocContent(db);
  const outsider = await signInAs(server, { name: 'ليلى' });
  const member = await signInAs(server, { name: '李明' });
  await joinClass(db, content.classId, member.userId);
  return {
    content,
    visitor: catalogueClient(server),
    outsider: catalogueClient(server, outsider.cookie),
    member: catalogueClient(server, member.cookie),
    memberId: member.userId,
    outsiderId: outsider.userId,
  };
}
