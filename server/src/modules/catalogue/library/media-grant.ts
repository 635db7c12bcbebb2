import { contentMediaUrl, LIBRARY_LIMITS } from '@qiao/contracts/catalogue-library';
import { readToken, signToken } from '../../../platform/secrets/signed-token';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { CONTENT_KEY_PREFIX } from '../media-urls';

/** The name of the secret catalogue media addresses are signed with. */
export const MEDIA_KEY_SECRET = 'catalogue.media-key';

/**
 * What a signed media address serves: one content object, with the type, size and name the server
 * read from the catalogue when it checked the viewer could see it. Nothing in it can be changed
 * without breaking the signature, and it stops working at `expires`.
 */
export interface MediaGrant {
  key: string;
  type: string;
  size: number;
  name: string;
  /** Seconds since the epoch. */
  expires: number;
}

export interface StoredMedia {
  key: string;
  type: string;
  size: number;
  name: string;
}

export function mediaExpiry(now = Date.now()): number {
  return Math.floor(now / 1000) + LIBRARY_LIMITS.mediaUrlSeconds;
}

/** Qiao's own signed address for a content object (local store, captions). */
export function signedMediaPath(signingKey: string, media: StoredMedia, expires: number): string {
  return contentMediaUrl(signToken<MediaGrant>(signingKey, { ...media, expires }));
}

/**
 * A content object's grant when the token is genuine, unexpired and names a catalogue object (a
 * token can never reach the file space's objects, whatever key it was made for).
 */
export function readMediaGrant(signingKey: string, token: string, now = Date.now()) {
  const grant = readToken<MediaGrant>(signingKey, token, now);
  if (!grant || typeof grant.key !== 'string' || !grant.key.startsWith(CONTENT_KEY_PREFIX)) {
    return undefined;
  }
  return grant;
}

/**
 * Where the browser fetches the media: straight from the bucket with a presigned address when the
 * store is S3 (the bytes never pass through Qiao), else through Qiao's own signed address.
 */
export async function mediaAddress(
  deps: { store: ObjectStore; signingKey: string },
  media: StoredMedia,
  expires: number,
): Promise<string> {
  const direct = await deps.store.signedDownloadUrl(media.key, {
    expiresInSeconds: Math.max(1, expires - Math.floor(Date.now() / 1000)),
    filename: media.name,
    contentType: media.type,
    inline: true,
  });
  return direct ?? signedMediaPath(deps.signingKey, media, expires);
}
