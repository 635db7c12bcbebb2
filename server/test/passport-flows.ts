import { randomBytes } from 'node:crypto';
import type { TestServer } from './test-server';
import { createPassportAccount } from '../src/modules/passport/accounts';
import { builtInClientSecret } from '../src/modules/passport/provider-secrets';
import { pkcePair, readForm, type TestBrowser } from './test-browser';

/** Steps of the authorization-code flow that several integration suites share. */

let accountCounter = 0;

/** A fresh account for one test: a unique email and a password that meets the rules. */
export async function makeAccount(
  server: TestServer,
  overrides: { name?: string; password?: string } = {},
) {
  accountCounter += 1;
  const email = `learner${accountCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'qiao2024pass';
  const account = await createPassportAccount(server.testDatabase.database.db, {
    email,
    name: overrides.name ?? 'سارة علي',
    password,
  });
  return { ...account, password };
}

export interface StartedAuthorization {
  /** The page the browser ended on (the sign-in page when all went well). */
  response: Response;
  page: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

/** Sends the browser to the authorize address as the Qiao side does, and follows to the page. */
export async function startAuthorization(
  server: TestServer,
  browser: TestBrowser,
  params: Record<string, string> = {},
): Promise<StartedAuthorization> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('base64url');
  const redirectUri = params.redirect_uri ?? `${server.baseUrl}/`;
  const query = new URLSearchParams({
    client_id: server.config.oidcClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid basic email',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  const { response } = await browser.follow(await browser.fetch(`/passport/auth?${query}`));
  return { response, page: await response.text(), verifier, state, redirectUri };
}

/** Fills the sign-in form of the current page. */
export async function submitSignIn(
  browser: TestBrowser,
  page: string,
  credentials: { email: string; password: string },
) {
  const form = readForm(page);
  return browser.postForm(form.action, { ...credentials, formToken: form.formToken });
}

/** Exchanges a code at the token endpoint the way openid-client does (client_secret_post). */
export async function exchangeCode(
  server: TestServer,
  input: { code: string; verifier: string; redirectUri: string },
) {
  const secret = await builtInClientSecret(server.config, server.testDatabase.database.db);
  const response = await fetch(`${server.baseUrl}/passport/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
      client_id: server.config.oidcClientId,
      client_secret: secret,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string | number | undefined>,
  };
}

/** The claims of a JWT, unverified (the tests check the signature through openid-client). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
