import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = Date.parse('2026-11-27T02:00:00.000Z');

describe('the time an unpaid order has left', () => {
  it('counts minutes and seconds to its expiry', () => {
    expect(timeLeft('2026-11-27T02:30:00.000Z', now)).toBe('30:00');
    expect(timeLeft('2026-11-27T02:00:09.500Z', now)).toBe('0:09');
  });

  it('is nothing once expired, or for an order that does not expire', () => {
    expect(timeLeft('2026-11-27T02:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-11-27T01:59:00.000Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });
});
