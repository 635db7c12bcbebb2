import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  // A small build on disk, shaped like web/dist: two entries and hashed assets.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.mkdir(path.join(webDist, 'mobile'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>desktop shell</title>',
  );
  await fs.writeFile(
    path.join(webDist, 'mobile', 'index.html'),
    '<!doctype html><title>mobile shell</title>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'main-3f2a1b.js'), 'console.log("qiao")');
  await fs.writeFile(
    path.join(webDist, 'assets', 'main-3f2a1b.js.gz'),
    gzipSync('console.log("qiao")'),
  );
  await fs.mkdir(path.join(webDist, 'pdfjs', 'wasm'), { recursive: true });
  // The eight bytes of an empty WebAssembly module.
  await fs.writeFile(
    path.join(webDist, 'pdfjs', 'wasm', 'openjpeg.wasm'),
    Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
  );
  server = await startTestServer({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => fetch(server.baseUrl + url, { headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it('serves the desktop shell at / and has browsers revalidate it', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('desktop shell');
  });

  it('serves the phone shell at /mobile/', async () => {
    const response = await page('/mobile/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('mobile shell');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.baseUrl}/assets/main-3f2a1b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time gzip copy of a script to browsers that accept gzip', async () => {
    const url = `${server.baseUrl}/assets/main-3f2a1b.js`;
    const zipped = await new Promise<{ encoding?: string; type?: string; body: Buffer }>(
      (resolve, reject) => {
        // fetch() would unzip silently; read the bytes as they travel.
        http
          .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                type: response.headers['content-type'],
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.type).toContain('javascript');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log("qiao")');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("qiao")');
  });

  it('serves WebAssembly with its type; the page may compile it but never eval JavaScript', async () => {
    const wasm = await fetch(`${server.baseUrl}/pdfjs/wasm/openjpeg.wasm`);
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    const policy = (await page('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('answers an unknown page with 404 and the app, which shows its not-found screen', async () => {
    const response = await page('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('desktop shell');
  });

  it('keeps unknown API paths as JSON 404 even for a browser', async () => {
    const response = await page('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('does not serve files outside the build', async () => {
    const response = await fetch(`${server.baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });
});
