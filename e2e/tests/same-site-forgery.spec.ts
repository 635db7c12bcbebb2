import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { signInWithPassword } from './sign-in';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Another site on the same host (another port of 127.0.0.1 is the same site, so the browser sends
 * Qiao's SameSite cookie) posts a form to Qiao while an admin is signed in. However the form
 * spells the API path, the change must be refused.
 */
let attacker: http.Server;
let attackerOrigin: string;
let qiaoOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  qiaoOrigin = new URL(baseURL!).origin;
  attacker = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://attacker');
    const action = `${qiaoOrigin}${url.searchParams.get('path')}`;
    const uid = url.searchParams.get('uid') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>prize</title><form method="post" action="${action}">` +
        `<input name="uid" value="${uid}"><input name="role" value="admin"></form>` +
        '<script>document.forms[0].submit()</script>',
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** A demo account's row as the admin's own page reads it. */
async function userRow(page: Page, email: string): Promise<{ uid: string; role: string }> {
  return page.evaluate(async (keyword) => {
    const response = await fetch('/api/admin/userList', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword }),
    });
    const answer = (await response.json()) as { data: { list: { uid: string; role: string }[] } };
    return answer.data.list[0]!;
  }, email);
}

const ATTEMPTS = [
  { path: '/%61pi/admin/setUserRole', email: 'student@qiao.example', role: 'student' },
  { path: '/api/admin/setUserRole', email: 'teacher@qiao.example', role: 'teacher' },
];
for (const { path, email, role } of ATTEMPTS) {
  test(`a same-site form posting to ${path} cannot make a ${role} admin`, async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 40[34]/);
    await signInWithPassword(page, 'ar', E2E_ADMIN);
    const before = await userRow(page, email);
    expect(before.role).toBe(role);

    // The attacker's form post, not a call the Qiao page it leaves may still have in flight.
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/admin/setUserRole'),
    );
    await page.goto(`${attackerOrigin}/?path=${encodeURIComponent(path)}&uid=${before.uid}`);
    const response = await answer;
    expect(response.request().headers()['origin']).toBe(attackerOrigin);
    expect(((await response.json()) as { code: number }).code).not.toBe(0);

    await page.goto(`${qiaoOrigin}/?lang=ar#/`);
    expect((await userRow(page, email)).role).toBe(role);
  });
}
