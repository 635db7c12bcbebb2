import { describe, expect, it } from 'vitest';
import { readDownloadGrant, signDownloadGrant, type DownloadGrant } from './download-token';

const key = 'k'.repeat(32);
const grant: DownloadGrant = { userId: 'u1', kind: 'file', ids: ['f1'], expires: 2_000_000_000 };

describe('download tokens', () => {
  it('reads back what was signed', () => {
    expect(readDownloadGrant(key, signDownloadGrant(key, grant), 1_000)).toEqual(grant);
  });

  it('refuses an expired token', () => {
    const token = signDownloadGrant(key, { ...grant, expires: 100 });
    expect(readDownloadGrant(key, token, 101_000)).toBeUndefined();
  });

  it('refuses a changed payload, another key and garbage', () => {
    const token = signDownloadGrant(key, grant);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...grant, ids: ['other'] })).toString('base64url')}.${signature}`;
    expect(readDownloadGrant(key, forged, 1_000)).toBeUndefined();
    expect(readDownloadGrant('x'.repeat(32), token, 1_000)).toBeUndefined();
    expect(readDownloadGrant(key, 'not-a-token', 1_000)).toBeUndefined();
    expect(readDownloadGrant(key, `${token}.more`, 1_000)).toBeUndefined();
  });
});
