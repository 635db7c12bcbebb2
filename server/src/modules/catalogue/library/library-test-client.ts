import type { TestServer } from '../../../../test/test-server';

export interface Answer<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** POSTs JSON to a library call as the web does, in a chosen language, signed in or not. */
export function libraryClient(
  server: TestServer,
  options: { cookie?: string; lang?: string } = {},
) {
  return async function call<T = never>(path: string, body: unknown = {}): Promise<Answer<T>> {
    const response = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.baseUrl,
        'x-qiao-lang': options.lang ?? 'al',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer<T>;
  };
}

export type LibraryCall = ReturnType<typeof libraryClient>;
