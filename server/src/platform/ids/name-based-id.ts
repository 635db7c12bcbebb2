import { createHash } from 'node:crypto';

/**
 * A stable UUID for a thing without a row (RFC 4122 name-based, SHA-1): search cards carry UUIDs,
 * and the same character or game must keep the same one across searches. `namespace` keeps one
 * module's names apart from another's.
 */
export function nameBasedId(namespace: string, name: string): string {
  const hash = createHash('sha1').update(`qiao:${namespace}:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
