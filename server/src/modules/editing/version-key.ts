import { createHash } from 'node:crypto';

/**
 * The document key OnlyOffice caches an editing session under. It must change with every saved
 * version (else the server reopens its cached copy) and stay the same while the version does (so
 * co-editors join one session): a digest of the entry and the object it shows. At most 128 of
 * [0-9a-zA-Z._=-] per the Docs API; base64url fits.
 */
export function versionKey(userFileId: string, objectId: string): string {
  return createHash('sha256').update(`${userFileId}:${objectId}`).digest('base64url').slice(0, 40);
}
