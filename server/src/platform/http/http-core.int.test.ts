import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@qiao/contracts/route';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { AppError } from './app-error';
import { registerRoute } from './register-route';

// Probe routes registered the way features register theirs, to exercise the request path.
const echoName = defineRoute({
  method: 'POST',
  path: '/api/probe/echoName',
  summary: 'probe',
  tags: ['probe'],
  noLogin: true,
  body: z.object({ name: z.string().min(1).max(255), age: z.coerce.number().int().min(0) }),
  data: z.object({ name: z.string(), age: z.number() }),
});
const listThings = defineRoute({
  method: 'GET',
  path: '/api/probe/listThings',
  summary: 'probe',
  tags: ['probe'],
  noLogin: true,
  query: z.object({ currentPage: z.coerce.number().int().min(1) }),
  data: z.object({ page: z.number() }),
});

async function probeRoutes(app: FastifyInstance) {
  registerRoute(app, echoName, async ({ body }) => body);
  registerRoute(app, listThings, async ({ query }) => ({ page: query.currentPage }));
  app.get('/api/probe/crash', async () => {
    throw new Error('database password is hunter2 at /srv/qiao/secret.ts:12');
  });
  app.get('/api/probe/refuse', async () => {
    throw new AppError('operationFailed');
  });
}

/** The part of an OpenAPI document these tests read. */
interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      }
    >
  >;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [probeRoutes] });
});
afterAll(async () => server?.close());

const post = (
  path: string,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
) =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...headers },
  });

describe('the envelope', () => {
  it('wraps a successful answer with code 0 and a message in the caller language', async () => {
    const response = await post(
      '/api/probe/echoName?lang=zh',
      JSON.stringify({ name: '李华', age: 20 }),
      'application/json',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      code: 0,
      message: '成功',
      data: { name: '李华', age: 20 },
    });
  });

  it('answers a business failure with HTTP 200, its code and a translated message', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe/refuse`, {
      headers: { cookie: 'lang=al' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 1000,
      message: 'فشلت العملية',
    });
  });
});

describe('request validation', () => {
  it('accepts form-encoded bodies like JSON ones', async () => {
    const response = await post(
      '/api/probe/echoName',
      'name=%D8%B3%D8%A7%D8%B1%D8%A9&age=31',
      'application/x-www-form-urlencoded',
    );
    expect(await response.json()).toMatchObject({ code: 0, data: { name: 'سارة', age: 31 } });
  });

  it('answers "parameter error" naming the bad field, in the caller language', async () => {
    const response = await post(
      '/api/probe/echoName',
      JSON.stringify({ name: '', age: 3 }),
      'application/json',
      {
        'accept-language': 'zh-CN,zh;q=0.9',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: 400,
      message: '参数错误：name',
      data: null,
    });
  });

  it('names a missing field and a bad query value', async () => {
    const missing = await post(
      '/api/probe/echoName?lang=en',
      'name=x',
      'application/x-www-form-urlencoded',
    );
    expect(((await missing.json()) as { message: string }).message).toBe('Parameter error: age');
    const badQuery = await fetch(`${server.baseUrl}/api/probe/listThings?currentPage=zero&lang=al`);
    expect(await badQuery.json()).toMatchObject({
      code: 400,
      message: 'خطأ في المعاملات: currentPage',
    });
  });

  it('refuses malformed JSON as a parameter error, not a crash', async () => {
    const response = await post('/api/probe/echoName?lang=en', '{"name":', 'application/json');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Parameter error: body');
  });

  it('refuses a body over the limit', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 });
    const response = await post('/api/probe/echoName?lang=en', big, 'application/json');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, message: 'The request is too large' });
  });
});

describe('unknown paths and crashes', () => {
  it('answers an unknown API path with HTTP 404 and the spec message', async () => {
    const response = await fetch(`${server.baseUrl}/api/no/such/call?lang=en`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      code: 404,
      message: 'Interface does not exist, please refresh and retry or contact the administrator',
      data: null,
    });
  });

  it('hides internals of an unexpected throw and logs the stack with the request id', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('secret.ts');
    const body = JSON.parse(text);
    const requestId = response.headers.get('x-request-id');
    expect(body).toEqual({
      success: false,
      code: 500,
      message: 'خطأ في الخدمة، يُرجى التحديث لاحقًا وإعادة المحاولة أو التواصل مع المسؤول',
      data: { requestId },
    });
    const logged = server.logs.find((line) => line.reqId === requestId && line.level === 50);
    expect(logged?.err?.stack).toContain('hunter2');
    expect(logged?.err?.stack).toContain('http-core.int.test.ts');
  });
});

describe('headers and documentation', () => {
  it('sends security headers on every answer', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Frames load from Qiao and the listed video players only (decision 027).
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com " +
        'https://player.bilibili.com;',
    );
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves an OpenAPI document generated from the contracts, and its viewer', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApi;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/app/info']?.get?.summary).toBe(
      'Version, languages and deployment mode of the running platform',
    );
    const body =
      document.paths['/api/probe/echoName']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(['name', 'age']);
    const viewer = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('swagger');
  });
});
