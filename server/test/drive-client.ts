import { addFile } from '../src/modules/drive/add-file';
import type { TestServer } from './test-server';

export interface Answer<T = never> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/**
 * The file-space client as the spec has it: GET with a query, POST form-encoded, same origin,
 * signed in by `cookie`.
 */
export function driveClient(server: TestServer, cookie: string) {
  return {
    async get<T = never>(path: string, query: Record<string, string | number> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const response = await fetch(`${server.baseUrl}${path}?${search}`, { headers: { cookie } });
      return (await response.json()) as Answer<T>;
    },
    async post<T = never>(path: string, form: Record<string, string | number> = {}) {
      const response = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: {
          cookie,
          origin: server.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(
          Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
      });
      return (await response.json()) as Answer<T>;
    },
  };
}

/** `files` as the spec's clients send it. */
export const filesJson = (...ids: string[]) =>
  JSON.stringify(ids.map((userFileId) => ({ userFileId })));

/** Puts a file in place through the service layer (uploads arrive with the next issue). */
export function putFile(
  server: TestServer,
  userId: string,
  folder: string,
  name: string,
  content: string,
) {
  return addFile(server.testDatabase.database.db, server.store, {
    userId,
    folder,
    name,
    body: Buffer.from(content),
  });
}
