import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A provider's API fake: a loopback HTTP server that hands each request, body read, to `handle`. */
export async function fakeHttpServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<{ baseUrl: string; requests: FakeRequest[]; close(): Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(handle(request)).then(
        (answer) => {
          const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
          outgoing.writeHead(answer.status, {
            ...(text && { 'content-type': 'application/json' }),
            ...answer.headers,
          });
          outgoing.end(text);
        },
        (error: unknown) => {
          outgoing.writeHead(500, { 'content-type': 'application/json' });
          outgoing.end(JSON.stringify({ error: String(error) }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
