import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, minutesUntilAllowed } from './login-throttle-rules';

const now = new Date('2025-03-01T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('minutesUntilAllowed', () => {
  it.each([
    ['no failures', [], 5, undefined],
    ['four failures under a limit of five', [1, 2, 3, 4], 5, undefined],
    ['five failures, the oldest 1 minute ago', [1, 1, 1, 1, 1], 5, 14],
    ['five failures, the oldest 14.5 minutes ago', [14.5, 3, 2, 1, 0], 5, 1],
    ['six failures: the second oldest frees a place', [10, 6, 3, 2, 1, 0], 5, 9],
    ['a failure at this very moment', [0, 0, 0, 0, 0], 5, 15],
  ])('%s → %s', (_label, ages, limit, expected) => {
    expect(minutesUntilAllowed(ages.map(minutesAgo), limit, now)).toBe(expected);
  });

  it('never answers less than one minute', () => {
    expect(minutesUntilAllowed([minutesAgo(14.99)], 1, now)).toBe(1);
  });

  it('counts 5 failures per account and 20 per address in 15 minutes', () => {
    expect(LOGIN_THROTTLE).toEqual({ windowMinutes: 15, accountLimit: 5, addressLimit: 20 });
  });
});
