import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Browsers only keep HSTS from https answers; behind a TLS proxy Qiao itself speaks http, so the
// header follows PUBLIC_URL, the address users are sent to.
describe('Strict-Transport-Security', () => {
  let https: TestServer;
  let http: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ env: { PUBLIC_URL: 'https://qiao.school.example' } });
    http = await startTestServer();
  });
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    for (const path of ['/healthz', '/api/no/such/call', '/']) {
      const response = await fetch(`http://127.0.0.1:${https.config.port}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('is not sent when PUBLIC_URL is http', async () => {
    const response = await fetch(`${http.baseUrl}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
