import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const policy = { baseMs: 1000, maxMs: 10_000 };

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 10_000],
    [50, 10_000],
  ])('waits after attempt %i for %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt, policy)).toBe(expected);
  });

  it('falls back to the base delay for a nonsensical attempt number', () => {
    expect(retryDelayMs(0, policy)).toBe(1000);
    expect(retryDelayMs(Number.NaN, policy)).toBe(1000);
  });
});
