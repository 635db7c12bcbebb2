import { readToken, signToken } from '../../../platform/secrets/signed-token';
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

export function signEditorialGrant(key: string, grant: EditorialGrant): string {
  return signToken(key, grant);
}

/** The grant of a valid, unexpired token; undefined for anything forged, altered or stale. */
export function readEditorialGrant(
  key: string,
  token: string,
  now = Date.now(),
): EditorialGrant | undefined {
  return readToken<EditorialGrant>(key, token, now);
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
