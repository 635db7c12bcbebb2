import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signInAs } from '../../../test/sign-in';

interface Answer {
  status: number;
  code: number;
  data: unknown;
}

/**
 * POSTs JSON with exactly these headers and this raw path (fetch would fix the Host header and
 * may normalise the path; a browser on another address sends its own Host and Origin).
 */
function rawPost(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.config.port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () => {
          const parsed = JSON.parse(answer) as { code: number; data: unknown };
          resolve({ status: response.statusCode ?? 0, code: parsed.code, data: parsed.data });
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

const CROSS_SITE = 1001;

describe('requests whose Origin is the address they were sent to', () => {
  // PUBLIC_URL names localhost, as when it is left unset; users open 127.0.0.1 or a LAN address.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'http://localhost:8080' } });
  });
  afterAll(async () => server?.close());

  const editName = (cookie: string, headers: Record<string, string>) =>
    rawPost(server, '/api/user/editBasicsInfo', { name: 'سارة' }, { cookie, ...headers });

  it('accepts a change from the loopback address PUBLIC_URL does not name', async () => {
    const { cookie } = await signInAs(server);
    const host = `127.0.0.1:${server.config.port}`;
    const answer = await editName(cookie, { host, origin: `http://${host}` });
    expect(answer).toMatchObject({ status: 200, code: 0 });
  });

  it('accepts a change from a LAN address', async () => {
    const { cookie } = await signInAs(server);
    const answer = await editName(cookie, {
      host: '192.168.1.20:8080',
      origin: 'http://192.168.1.20:8080',
    });
    expect(answer).toMatchObject({ status: 200, code: 0 });
  });

  it('still refuses an Origin that is neither PUBLIC_URL nor the address asked', async () => {
    const { cookie } = await signInAs(server);
    for (const origin of [
      'http://192.168.1.21:8080',
      'https://192.168.1.20:8080',
      'http://192.168.1.20:8081',
      'null',
    ]) {
      const answer = await editName(cookie, { host: '192.168.1.20:8080', origin });
      expect(answer, origin).toMatchObject({ status: 403, code: CROSS_SITE });
    }
  });

  it('ignores X-Forwarded-Host and -Proto unless TRUST_PROXY is on', async () => {
    const { cookie } = await signInAs(server);
    const answer = await editName(cookie, {
      host: `127.0.0.1:${server.config.port}`,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      origin: 'https://evil.example',
    });
    expect(answer).toMatchObject({ status: 403, code: CROSS_SITE });
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => server?.close());

  it('takes the address from X-Forwarded-Host and -Proto', async () => {
    const { cookie } = await signInAs(server);
    const headers = { cookie, host: `127.0.0.1:${server.config.port}` };
    const forwarded = { 'x-forwarded-host': 'qiao.school.example', 'x-forwarded-proto': 'https' };
    const body = { name: 'سارة' };
    expect(
      await rawPost(server, '/api/user/editBasicsInfo', body, {
        ...headers,
        ...forwarded,
        origin: 'https://qiao.school.example',
      }),
    ).toMatchObject({ status: 200, code: 0 });
    expect(
      await rawPost(server, '/api/user/editBasicsInfo', body, {
        ...headers,
        ...forwarded,
        origin: 'https://evil.example',
      }),
    ).toMatchObject({ status: 403, code: CROSS_SITE });
  });
});

describe('API paths spelled with percent-escapes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const roleOf = async (admin: string, uid: string) => {
    const listed = await rawPost(
      server,
      '/api/admin/userList',
      { currentPage: 1, pageCount: 100 },
      { cookie: admin, origin: server.baseUrl },
    );
    const list = (listed.data as { list: { uid: string; role: string }[] }).list;
    return list.find((row) => row.uid === uid)?.role;
  };

  it('refuses a foreign-origin change whatever the spelling of /api/', async () => {
    const admin = await signInAs(server, { role: 'admin' });
    const student = await signInAs(server, { name: 'طالب' });
    for (const path of [
      '/%61pi/admin/setUserRole',
      '/%61%70%69/admin/setUserRole',
      '/api/%61dmin/setUserRole',
      '/api/admin/%73etUserRole',
    ]) {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const answer = await rawPost(
          server,
          path,
          { uid: student.userId, role: 'admin' },
          { cookie: admin.cookie, ...headers },
        );
        expect(answer.code, `${path} ${JSON.stringify(headers)}`).not.toBe(0);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await roleOf(admin.cookie, student.userId)).toBe('student');
  });

  it('does not answer the API under an escaped /api/ prefix, even from Qiao itself', async () => {
    const admin = await signInAs(server, { role: 'admin' });
    const student = await signInAs(server, { name: 'طالب' });
    const answer = await rawPost(
      server,
      '/%61pi/admin/setUserRole',
      { uid: student.userId, role: 'teacher' },
      { cookie: admin.cookie, origin: server.baseUrl },
    );
    expect(answer).toMatchObject({ status: 404, code: 404 });
    expect(await roleOf(admin.cookie, student.userId)).toBe('student');
  });
});
