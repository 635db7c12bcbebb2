import { describe, expect, it } from 'vitest';
import { pinnedSecond } from './video-time';

describe('the second a new note is pinned to', () => {
  it('is the player second, rounded down, or none without a player time', () => {
    expect(pinnedSecond(12.7)).toBe(12);
    expect(pinnedSecond(0)).toBe(0);
    expect(pinnedSecond(undefined)).toBeNull();
    expect(pinnedSecond(Number.NaN)).toBeNull();
    expect(pinnedSecond(-1)).toBeNull();
  });
});
