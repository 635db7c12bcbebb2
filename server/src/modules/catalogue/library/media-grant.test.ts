import { describe, expect, it } from 'vitest';
import { LIBRARY_LIMITS } from '@qiao/contracts/catalogue-library';
import { signToken } from '../../../platform/secrets/signed-token';
import { mediaExpiry, readMediaGrant, signedMediaPath, type MediaGrant } from './media-grant';

const key = 'k'.repeat(43);
const media = { key: 'content/abc', type: 'video/mp4', size: 1234, name: '你好.mp4' };
const tokenOf = (path: string) => path.split('token=')[1]!;

describe('signed media addresses', () => {
  it('last the library lifetime from now, never longer', () => {
    expect(mediaExpiry(1_000_000)).toBe(1_000 + LIBRARY_LIMITS.mediaUrlSeconds);
  });

  it('read back what was signed until the second they expire', () => {
    const path = signedMediaPath(key, media, 2_000);
    expect(path.startsWith('/api/content/media?token=')).toBe(true);
    expect(readMediaGrant(key, tokenOf(path), 1_999_999)).toEqual({ ...media, expires: 2_000 });
    expect(readMediaGrant(key, tokenOf(path), 2_000_000)).toBeUndefined();
  });

  it('refuse a changed grant, another key, and extra or missing parts', () => {
    const token = tokenOf(signedMediaPath(key, media, 2_000));
    const [, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...media, expires: 9_999 })).toString('base64url');
    expect(readMediaGrant(key, `${longer}.${signature}`, 1_000)).toBeUndefined();
    expect(readMediaGrant('x'.repeat(43), token, 1_000)).toBeUndefined();
    expect(readMediaGrant(key, `${token}.x`, 1_000)).toBeUndefined();
    expect(readMediaGrant(key, token.split('.')[0]!, 1_000)).toBeUndefined();
  });

  it('never reach an object outside the catalogue, even when genuinely signed', () => {
    const token = signToken<MediaGrant>(key, { ...media, key: 'objects/ab/cd/x', expires: 2_000 });
    expect(readMediaGrant(key, token, 1_000)).toBeUndefined();
  });
});
