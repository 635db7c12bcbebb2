import { createHmac, timingSafeEqual } from 'node:crypto';

/** The name of the secret download addresses are signed with (shared by drive and shares). */
export const DOWNLOAD_KEY_SECRET = 'drive.download-key';

/** What a signed download address may fetch, for whom, until when. */
export interface DownloadGrant {
  userId: string;
  /** One file (`file`) or a zip of files and folders (`zip`). */
  kind: 'file' | 'zip';
  ids: string[];
  /** Seconds since the epoch. */
  expires: number;
  /** Set when the files are read through a share: the share must still be open when fetched. */
  shareId?: string;
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A token anyone holding the address can use until it expires, and nobody can forge or stretch:
 * the grant is signed with a key only the servers know.
 */
export function signDownloadGrant(key: string, grant: DownloadGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The grant of a valid, unexpired token; undefined for anything else. */
export function readDownloadGrant(
  key: string,
  token: string,
  now = Date.now(),
): DownloadGrant | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadGrant;
    return grant.expires * 1000 > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
