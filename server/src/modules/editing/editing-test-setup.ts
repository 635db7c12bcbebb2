import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

/**
 * A stand-in for the document server's file service, run as a real HTTP server on loopback: it
 * serves edited documents at /cache/<name>, as the document server does when it calls back with
 * status 2 and a `url`.
 */
export interface FakeDocumentServer {
  origin: string;
  /** Puts edited bytes where a callback's `url` can point. */
  serve(name: string, bytes: Buffer): string;
  fetched: string[];
  close(): Promise<void>;
}

export async function startFakeDocumentServer(): Promise<FakeDocumentServer> {
  const documents = new Map<string, Buffer>();
  const fetched: string[] = [];
  const server: Server = createServer((request, response) => {
    fetched.push(request.url ?? '');
    const bytes = documents.get(request.url ?? '');
    if (!bytes) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-length': bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    fetched,
    serve(name, bytes) {
      documents.set(`/cache/${name}`, bytes);
      return `${origin}/cache/${name}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Signs a callback body as the document server does (HS256 with the shared secret). */
export const signAsDocumentServer = (secret: string, payload: Record<string, unknown>) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
