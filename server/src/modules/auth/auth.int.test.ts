import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { envelopeOf, postJson, signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sessions } from './tables';
import { hashToken } from './sessions';
import { users } from '../users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const body = envelopeOf;

const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe('getState', () => {
  it('answers a long random state bound to this browser and the passport address', async () => {
    const response = await postJson(server, '/api/user/getState', { lang: 'cn' });
    const { data } = (await body(response)) as { data: { state: string; authorizeUrl: string } };
    expect(data.state.length).toBeGreaterThanOrEqual(6);
    const url = new URL(data.authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${server.baseUrl}/passport/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lang: 'cn',
      scope: 'openid basic email',
      state: data.state,
      response_type: 'code',
      redirect_uri: `${server.baseUrl}/`,
      code_challenge_method: 'S256',
      client_id: 'qiao-web',
    });
    const visitor = cookieOf(response, 'qiao_visitor');
    expect(visitor).toMatch(/HttpOnly/i);
    expect(visitor).toMatch(/SameSite=Lax/i);
  });

  it('sends phone logins back to the phone entry', async () => {
    const { data } = (await body(
      await postJson(server, '/api/user/getState', { entry: 'mobile', lang: 'ar' }),
    )) as { data: { authorizeUrl: string } };
    expect(new URL(data.authorizeUrl).searchParams.get('redirect_uri')).toBe(
      `${server.baseUrl}/mobile/`,
    );
  });

  it('gives a different state every time', async () => {
    const states = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = (await body(await postJson(server, '/api/user/getState'))) as {
        data: { state: string };
      };
      states.add(answer.data.state);
    }
    expect(states.size).toBe(5);
  });
});

describe('userLogin refusals', () => {
  it('says "login failed" for a state it never gave out', async () => {
    const response = await postJson(server, '/api/user/userLogin?lang=zh', {
      code: 'abc',
      state: 'forged-state',
    });
    expect(await body(response)).toMatchObject({ success: false, code: 2100, message: '登录失败' });
    expect(cookieOf(response, 'qiao_session')).toBeUndefined();
  });

  it('says "login failed" when another browser presents the state', async () => {
    const started = await postJson(server, '/api/user/getState');
    const { data } = (await body(started)) as { data: { state: string } };
    const response = await fetch(`${server.baseUrl}/api/user/userLogin?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'qiao_visitor=someone-else' },
      body: JSON.stringify({ code: 'abc', state: data.state }),
    });
    expect(await body(response)).toMatchObject({ code: 2100, message: 'Login failed' });
  });
});

describe('sessions', () => {
  it('ends the session on the server at logout, so the old cookie no longer works', async () => {
    const { cookie } = await signInAs(server);
    expect((await body(await postJson(server, '/api/user/getBasicsInfo', {}, cookie))).code).toBe(
      0,
    );
    const out = await postJson(server, '/api/user/logout', {}, cookie);
    expect(await body(out)).toMatchObject({ code: 0, data: { loggedOut: true } });
    expect(cookieOf(out, 'qiao_session')).toMatch(/qiao_session=;/);
    expect((await body(await postJson(server, '/api/user/getBasicsInfo', {}, cookie))).code).toBe(
      401,
    );
  });

  it('treats an expired session as signed out', async () => {
    const { cookie } = await signInAs(server);
    const token = cookie.split('=')[1]!;
    await server.testDatabase.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await body(await postJson(server, '/api/user/getBasicsInfo', {}, cookie))).code).toBe(
      401,
    );
    const left = await server.testDatabase.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(left).toHaveLength(0);
  });

  it('extends a session past half its life and sends the cookie again', async () => {
    const { cookie } = await signInAs(server);
    const token = cookie.split('=')[1]!;
    const soon = new Date(Date.now() + 60_000);
    await server.testDatabase.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await postJson(server, '/api/user/getUserInfo', {}, cookie);
    expect((await body(response)).data).toMatchObject({ status: 1 });
    const renewed = cookieOf(response, 'qiao_session');
    expect(renewed).toMatch(/HttpOnly/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(renewed!)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });
});

// On the embedded database a session read once is remembered until a write to sessions or users
// is announced: each of these is seen by the very next request, whatever code wrote it.
describe('sessions already used', () => {
  const infoOf = async (cookie: string) =>
    (await body(await postJson(server, '/api/user/getUserInfo', {}, cookie))).data as {
      status: number;
      data: { role: string; user_name: string } | null;
    };
  const db = () => server.testDatabase.database.db;

  it('end at once when the session row is deleted by other code', async () => {
    const { cookie } = await signInAs(server);
    expect((await infoOf(cookie)).status).toBe(1);
    expect((await infoOf(cookie)).status).toBe(1);
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    expect(await infoOf(cookie)).toEqual({ status: 0, data: null });
  });

  it('end at once when their expiry is moved into the past', async () => {
    const { cookie } = await signInAs(server);
    expect((await infoOf(cookie)).status).toBe(1);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    expect((await infoOf(cookie)).status).toBe(0);
  });

  it("follow a change to the user's role and name on the next request", async () => {
    const { cookie, userId } = await signInAs(server);
    expect((await infoOf(cookie)).data).toMatchObject({ role: 'student' });
    await db()
      .update(users)
      .set({ role: 'teacher', userName: 'أستاذة ليلى' })
      .where(eq(users.id, userId));
    expect((await infoOf(cookie)).data).toMatchObject({
      role: 'teacher',
      user_name: 'أستاذة ليلى',
    });
  });

  it('stay apart: one learner signing out leaves another signed in', async () => {
    const first = await signInAs(server);
    const second = await signInAs(server);
    expect((await infoOf(first.cookie)).status).toBe(1);
    expect((await infoOf(second.cookie)).status).toBe(1);
    await postJson(server, '/api/user/logout', {}, first.cookie);
    expect((await infoOf(first.cookie)).status).toBe(0);
    expect((await infoOf(second.cookie)).status).toBe(1);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin', async () => {
    const { cookie } = await signInAs(server);
    const response = await fetch(`${server.baseUrl}/api/user/editBasicsInfo?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: JSON.stringify({ name: 'Hijacked' }),
    });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({
      code: 1001,
      message: 'Requests from another site are refused',
    });
    const profile = await body(await postJson(server, '/api/user/getBasicsInfo', {}, cookie));
    expect(profile.data).not.toMatchObject({ name: 'Hijacked' });
  });

  it('refuses a cross-site form post that names no origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/user/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the same call from Qiao itself', async () => {
    const { cookie } = await signInAs(server);
    const response = await postJson(server, '/api/user/editBasicsInfo', { name: 'Legit' }, cookie);
    expect((await body(response)).code).toBe(0);
  });
});
