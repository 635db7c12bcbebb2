import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testEngine } from '../../../test/test-database';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('health and readiness', () => {
  it('answers liveness and readiness while the database answers', async () => {
    const live = await fetch(`${server.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ code: 0, data: { status: 'ok' } });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('tells what the platform runs on', async () => {
    const info = await (await fetch(`${server.baseUrl}/api/app/info?lang=en`)).json();
    expect(info).toEqual({
      success: true,
      code: 0,
      message: 'Success',
      data: {
        name: 'Qiao',
        version: '1.0.0',
        languages: ['ar', 'zh', 'en'],
        specLanguageCodes: ['al', 'zh', 'en'],
        defaultLanguage: 'ar',
        database: testEngine,
        examSiteUrl: 'https://www.chinesetest.cn/',
      },
    });
  });

  it('gives the web the configured Chinese-test site for its menu', async () => {
    const other = await startTestServer({
      env: { EXAM_SITE_URL: 'https://exams.example.org/hsk' },
    });
    try {
      const info = (await (await fetch(`${other.baseUrl}/api/app/info`)).json()) as {
        data: { examSiteUrl: string };
      };
      expect(info.data.examSiteUrl).toBe('https://exams.example.org/hsk');
    } finally {
      await other.close();
    }
  });

  it('reports not ready while draining, yet stays alive', async () => {
    server.beginDrain();
    const ready = await fetch(`${server.baseUrl}/readyz?lang=en`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      code: 503,
      message: 'The service is not ready yet',
    });
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 once the database is gone', async () => {
    const other = await startTestServer();
    try {
      await other.testDatabase.database.close();
      const ready = await fetch(`${other.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${other.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await other.app.close();
      await other.testDatabase.drop().catch(() => undefined);
    }
  });
});
