import { describe, expect, it } from 'vitest';
import {
  challengeExpiry,
  challengeLevel,
  guessingRules,
  levelSuffices,
  numbersAt,
  windowStart,
  type GuessingLimits,
} from './guessing-rules';

/** Figures of no caller in particular, with three scopes to show none is special. */
const limits: GuessingLimits<'secret' | 'address' | 'account'> = {
  windowMinutes: 20,
  freeFailures: { secret: 8, address: 2, account: 5 },
  failuresPerLevel: 3,
  baseNumbers: 100,
  maxLevel: 4,
  levelTolerance: 2,
  challengeMinutes: 6,
};
const none = { secret: 0, address: 0, account: 0 };

describe('the arithmetic of guessing a secret, whatever the figures', () => {
  it.each([
    ['nothing failed', none, undefined],
    ['each scope one short of its free failures', { secret: 7, address: 1, account: 4 }, undefined],
    ['one scope at its free failures', { ...none, account: 5 }, 0],
    ['one level further', { ...none, address: 2 + 3 }, 1],
    ['just short of the next level', { ...none, secret: 8 + 2 * 3 - 1 }, 1],
    [
      'the scope furthest past its free failures decides',
      { secret: 8 + 6, address: 2 + 9, account: 5 },
      3,
    ],
    ['a flood stops at the top level', { secret: 10_000, address: 10_000, account: 10_000 }, 4],
  ])('%s', (_label, failures, level) => {
    expect(challengeLevel(limits, failures)).toBe(level);
  });

  it('never refuses and never shrinks the work as failures grow', () => {
    let previous = 0;
    for (let failures = 2; failures < 200; failures += 1) {
      const level = challengeLevel(limits, { ...none, address: failures });
      expect(level).toBeDefined();
      const work = numbersAt(limits, level!);
      expect(work).toBeGreaterThanOrEqual(previous);
      expect(work).toBeLessThanOrEqual(numbersAt(limits, limits.maxLevel));
      previous = work;
    }
  });

  it.each([
    [0, 100],
    [1, 200],
    [4, 1600],
    [9, 1600],
    [-3, 100],
    [1.7, 200],
  ])('level %d hides its answer among %i numbers', (level, numbers) => {
    expect(numbersAt(limits, level)).toBe(numbers);
  });

  it.each([
    [3, 3, true],
    [1, 3, true],
    [0, 3, false],
    [4, 0, true],
  ])('a solution of level %i pays for level %i: %s', (solved, required, pays) => {
    expect(levelSuffices(limits, solved, required)).toBe(pays);
  });

  it('looks back over the window and lets a challenge live its minutes', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(windowStart(limits, now).toISOString()).toBe('2026-11-26T11:40:00.000Z');
    expect(challengeExpiry(limits, now).toISOString()).toBe('2026-11-26T12:06:00.000Z');
  });

  it('binds the same arithmetic to one caller’s figures', () => {
    const bound = guessingRules(limits);
    const failures = { secret: 20, address: 0, account: 0 };
    expect(bound.challengeLevel(failures)).toBe(challengeLevel(limits, failures));
    expect(bound.numbersAt(3)).toBe(numbersAt(limits, 3));
    expect(bound.levelSuffices(1, 3)).toBe(true);
    const now = new Date();
    expect(bound.windowStart(now)).toEqual(windowStart(limits, now));
  });
});
