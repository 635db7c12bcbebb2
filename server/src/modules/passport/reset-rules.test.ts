import { describe, expect, it } from 'vitest';
import {
  newResetToken,
  PASSWORD_RESET,
  resetRequestWait,
  resetTokenHash,
  resetTokenState,
  looksLikeResetToken,
} from './reset-rules';

const now = new Date('2026-03-01T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const minutesAhead = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('reset tokens', () => {
  it('are 32 random bytes, base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newResetToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('are kept as a SHA-256 hash that does not contain the token', () => {
    const token = newResetToken();
    const hash = resetTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(resetTokenHash(token));
    expect(hash).not.toContain(token);
    expect(resetTokenHash(newResetToken())).not.toBe(hash);
  });

  it.each([
    ['a fresh token', newResetToken(), true],
    ['too short', 'abc', false],
    ['a character outside base64url', `${newResetToken().slice(0, 42)}=`, false],
    ['not a string', 42, false],
  ])('checks the shape of %s before any lookup', (_name, token, expected) => {
    expect(looksLikeResetToken(token)).toBe(expected);
  });

  it(`expire after ${PASSWORD_RESET.tokenMinutes} minutes`, () => {
    expect(PASSWORD_RESET.tokenMinutes).toBe(30);
  });

  it.each([
    ['unused and in time', { expiresAt: minutesAhead(1), usedAt: null }, 'usable'],
    ['expiring this very moment', { expiresAt: now, usedAt: null }, 'expired'],
    ['past its expiry', { expiresAt: minutesAgo(1), usedAt: null }, 'expired'],
    ['used once already', { expiresAt: minutesAhead(10), usedAt: minutesAgo(2) }, 'used'],
    ['used and expired', { expiresAt: minutesAgo(5), usedAt: minutesAgo(6) }, 'used'],
    ['unknown', undefined, 'unknown'],
  ] as const)('a token %s is %s', (_name, row, state) => {
    expect(resetTokenState(row, now)).toBe(state);
  });
});

describe('reset request limits', () => {
  const times = (count: number, minutes: number) =>
    Array.from({ length: count }, () => minutesAgo(minutes));

  it.each([
    ['none yet', [], [], undefined],
    ['one under the email limit', times(PASSWORD_RESET.emailLimit - 1, 5), [], undefined],
    ['the email limit reached', times(PASSWORD_RESET.emailLimit, 5), [], 55],
    ['the address limit reached', [], times(PASSWORD_RESET.addressLimit, 50), 10],
    ['one under the address limit', [], times(PASSWORD_RESET.addressLimit - 1, 1), undefined],
    ['both full: the longer wait', times(3, 59.5), times(PASSWORD_RESET.addressLimit, 1), 59],
  ])('%s', (_name, email, address, wait) => {
    expect(resetRequestWait({ email, address }, now)).toBe(wait);
  });
});
