/**
 * Where the web app fetches catalogue images. Media objects are content-addressed
 * (`content/<sha256>`), so an image address never changes meaning and is cached for good. Videos,
 * audio and documents are never given a permanent address: see the play-auth calls, which sign
 * short-lived ones.
 */
export const CONTENT_KEY_PREFIX = 'content/';

export function contentKey(sha256: string): string {
  return `${CONTENT_KEY_PREFIX}${sha256}`;
}

export function imageUrl(key: string | null | undefined): string | null {
  if (!key?.startsWith(CONTENT_KEY_PREFIX)) return null;
  return `/api/content/image/${key.slice(CONTENT_KEY_PREFIX.length)}`;
}
