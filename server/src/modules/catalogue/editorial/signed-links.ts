import { createHmac, timingSafeEqual } from 'node:crypto';
import { EDITORIAL_FILE_PATH, EDITORIAL_LIMITS } from '@qiao/contracts/catalogue-editorial';

/** The name of the secret editorial download addresses are signed with. */
export const EDITORIAL_LINK_SECRET = 'catalogue.editorial-link-key';

/**
 * What a signed editorial address fetches: one attachment, one audio card's sound, or the zip of
 * a silk-road item's attachments. The grant names a row, never a storage key, so a leaked address
 * opens that one file for a few minutes and nothing else.
 */
export interface EditorialGrant {
  kind: 'attachment' | 'audio' | 'road-zip';
  id: string;
  /** The name the browser saves it under. */
  fileName: string;
  /** Seconds since the epoch. */
  expires: number;
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function signEditorialGrant(key: string, grant: EditorialGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The grant of a valid, unexpired token; undefined for anything forged, altered or stale. */
export function readEditorialGrant(
  key: string,
  token: string,
  now = Date.now(),
): EditorialGrant | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as EditorialGrant;
    return grant.expires * 1000 > now ? grant : undefined;
  } catch {
    return undefined;
  }
}

/** A relative address (same origin as the pages) valid for the editorial link lifetime. */
export function editorialLink(
  key: string,
  grant: Omit<EditorialGrant, 'expires'>,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + EDITORIAL_LIMITS.linkTtlSeconds;
  const token = signEditorialGrant(key, { ...grant, expires });
  return {
    url: `${EDITORIAL_FILE_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
