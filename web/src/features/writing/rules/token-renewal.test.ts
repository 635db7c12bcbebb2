import { describe, expect, it } from 'vitest';
import { WRITING_LIMITS } from '@qiao/contracts/writing';
import { heldTokenFrom, renewalDueAt, tokenUsable } from './token-renewal';

const minute = 60_000;
const received = Date.UTC(2026, 10, 27, 3, 0, 0);
const held = heldTokenFrom(
  { token: 't', expiresIn: WRITING_LIMITS.tokenLifetimeSeconds },
  received,
);

describe('renewing the writing token', () => {
  it('counts the half-hour lifetime from when the answer arrived', () => {
    expect(held.expiresAtMs).toBe(received + 30 * minute);
  });

  it('asks for a new token three minutes before the old one ends', () => {
    expect(renewalDueAt(held)).toBe(received + 27 * minute);
  });

  it.each([
    ['just received', 0, true],
    ['26 minutes later', 26 * minute, true],
    ['one second before the renewal', 27 * minute - 1000, true],
    ['at the renewal', 27 * minute, false],
    ['after it ended', 31 * minute, false],
  ])('%s: usable %s', (_name, after, usable) => {
    expect(tokenUsable(held, received + after)).toBe(usable);
  });

  it('without a token, one must be asked for', () => {
    expect(tokenUsable(undefined, received)).toBe(false);
  });
});
