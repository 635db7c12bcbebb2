import { describe, expect, it } from 'vitest';
import { signToken } from '../../../platform/secrets/signed-token';
import { checkWritingToken, issueWritingToken } from './writing-token';

const KEY = 'a key only the servers know';
const NOW = new Date('2026-11-27T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('writing tokens', () => {
  const { token, expiresAt } = issueWritingToken(KEY, 'user-1', NOW, 1800);

  it('speak for their user until they expire', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:30:00.000Z');
    expect(checkWritingToken(KEY, token, NOW)).toEqual({ userId: 'user-1' });
    expect(checkWritingToken(KEY, token, later(1799))).toEqual({ userId: 'user-1' });
  });

  it('are expired from their expiry on', () => {
    expect(checkWritingToken(KEY, token, later(1800))).toBe('writingTokenExpired');
    expect(checkWritingToken(KEY, token, later(86_400))).toBe('writingTokenExpired');
  });

  it('are invalid when altered, signed with another key, or made for another purpose', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ purpose: 'writing', userId: 'user-2', expires: 1 / 0 }),
    ).toString('base64url');
    expect(checkWritingToken(KEY, `${otherUser}.${signature}`, NOW)).toBe('writingTokenInvalid');
    expect(checkWritingToken(KEY, `${payload}.${signature}x`, NOW)).toBe('writingTokenInvalid');
    expect(checkWritingToken('another key', token, NOW)).toBe('writingTokenInvalid');
    const download = signToken(KEY, { userId: 'user-1', expires: 2_000_000_000 });
    expect(checkWritingToken(KEY, download, NOW)).toBe('writingTokenInvalid');
    expect(checkWritingToken(KEY, 'not a token', NOW)).toBe('writingTokenInvalid');
    expect(checkWritingToken(KEY, '', NOW)).toBe('writingTokenInvalid');
  });
});
