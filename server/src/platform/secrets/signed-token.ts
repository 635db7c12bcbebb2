import { createHmac, timingSafeEqual } from 'node:crypto';

/** A grant that stops working at `expires` (seconds since the epoch). */
export interface ExpiringGrant {
  expires: number;
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A token anyone holding it can use until it expires, and nobody can forge or stretch: the grant
 * travels in the clear (base64url JSON) with an HMAC made with a key only the servers know.
 */
export function signToken<T extends ExpiringGrant>(key: string, grant: T): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The grant of a valid, unexpired token; undefined for anything else. */
export function readToken<T extends ExpiringGrant>(
  key: string,
  token: string,
  now = Date.now(),
): T | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    return typeof grant.expires === 'number' && grant.expires * 1000 > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
