import { readToken, signToken } from '../../platform/secrets/signed-token';

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

export const signDownloadGrant = (key: string, grant: DownloadGrant) => signToken(key, grant);

export const readDownloadGrant = (key: string, token: string, now = Date.now()) =>
  readToken<DownloadGrant>(key, token, now);
