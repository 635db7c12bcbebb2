import { describe, expect, it } from 'vitest';
import { EDITORIAL_LIMITS } from '@qiao/contracts/catalogue-editorial';
import { editorialLink, readEditorialGrant, signEditorialGrant } from './signed-links';

const key = 'a-test-key';
const grant = { kind: 'attachment' as const, id: 'abc', fileName: '路线图.pdf', expires: 2_000 };

describe('signed editorial addresses', () => {
  it('reads back a grant signed with the same key before it expires', () => {
    expect(readEditorialGrant(key, signEditorialGrant(key, grant), 1_999_000)).toEqual(grant);
  });

  it('refuses an expired grant, another key, an altered payload and junk', () => {
    const token = signEditorialGrant(key, grant);
    expect(readEditorialGrant(key, token, 2_000_000)).toBeUndefined();
    expect(readEditorialGrant('another-key', token, 0)).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, id: 'other' })).toString('base64url');
    expect(readEditorialGrant(key, `${forged}.${signature}`, 0)).toBeUndefined();
    expect(readEditorialGrant(key, 'nonsense', 0)).toBeUndefined();
    expect(readEditorialGrant(key, `${token}.more`, 0)).toBeUndefined();
  });

  it('makes same-origin addresses that live for the configured lifetime', () => {
    const link = editorialLink(key, { kind: 'audio', id: 'x', fileName: 'x.mp3' }, 1_000_000);
    expect(link.url).toMatch(/^\/api\/editorial\/file\?token=/);
    expect(Date.parse(link.expiresAt)).toBe(1_000_000 + EDITORIAL_LIMITS.linkTtlSeconds * 1000);
    const token = decodeURIComponent(link.url.split('token=')[1]!);
    expect(readEditorialGrant(key, token, 1_000_000)?.id).toBe('x');
  });
});
