import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Defence of the passport's forms against posts from other sites, in two layers: the browser's
 * Origin (or Referer) must be the passport's own, and the form must carry a token derived from a
 * server key and something the attacker cannot read (the interaction id, or a SameSite cookie).
 */
export function formToken(key: string, scope: string): string {
  return createHmac('sha256', key).update(`passport-form:${scope}`).digest('base64url');
}

export function formTokenValid(key: string, scope: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(formToken(key, scope));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return URL.parse(value)?.origin ?? 'invalid';
}

/**
 * True unless the browser says the form came from another origin. Browsers send Origin with
 * every POST; a request with neither Origin nor Referer is not from a browser form.
 */
export function fromOwnOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (claimed === undefined) return true;
  const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return own.has(claimed);
}
