import { describe, expect, it } from 'vitest';
import { challengeLevel, levelSuffices, numbersAt, SHARE_CODE_THROTTLE } from './throttle-rules';

const { freeFailures, failuresPerLevel, maxLevel, baseNumbers } = SHARE_CODE_THROTTLE;

describe('extraction code cost', () => {
  it.each([
    ['nothing failed', 0, 0, undefined],
    ['the address one short of its free failures', 0, freeFailures.address - 1, undefined],
    ['the share one short of its free failures', freeFailures.share - 1, 0, undefined],
    ['the address at its free failures', 0, freeFailures.address, 0],
    ['the share at its free failures', freeFailures.share, 0, 0],
    ['the address one level further', 0, freeFailures.address + failuresPerLevel, 1],
    ['the share one level further', freeFailures.share + failuresPerLevel, 0, 1],
    ['the higher of the two decides', freeFailures.share + 3 * failuresPerLevel, 5, 3],
    ['a flood stops at the top level', 10_000, 10_000, maxLevel],
  ])('%s', (_label, share, address, level) => {
    expect(challengeLevel({ share, address })).toBe(level);
  });

  it('never refuses: every count, however high, names a challenge that can be solved', () => {
    for (let failures = 0; failures < 500; failures += 1) {
      const level = challengeLevel({ share: failures, address: failures });
      if (level !== undefined) expect(numbersAt(level)).toBeLessThanOrEqual(numbersAt(maxLevel));
    }
  });

  it.each([
    [0, baseNumbers],
    [1, 2 * baseNumbers],
    [maxLevel, baseNumbers * 2 ** maxLevel],
    [maxLevel + 4, baseNumbers * 2 ** maxLevel],
    [-1, baseNumbers],
  ])('level %i hides its answer among %i numbers', (level, numbers) => {
    expect(numbersAt(level)).toBe(numbers);
  });

  it('grows the work with the failures, never shrinks it', () => {
    let previous = 0;
    for (let failures = freeFailures.address; failures < 60; failures += 1) {
      const work = numbersAt(challengeLevel({ share: 0, address: failures })!);
      expect(work).toBeGreaterThanOrEqual(previous);
      previous = work;
    }
  });

  it.each([
    [3, 3, true],
    [2, 3, true],
    [1, 3, false],
    [5, 0, true],
    [0, maxLevel, false],
  ])('a solution of level %i pays for level %i: %s', (solved, required, pays) => {
    expect(levelSuffices(solved, required)).toBe(pays);
  });

  it('keeps a steady guesser on one two-core machine well under 10 codes a minute', () => {
    // Seconds per tried number per core, as measured in Chromium and Node (decision 032).
    const secondsPerNumber = 0.00085;
    const cores = 2;
    let seconds = 0;
    let guesses = 0;
    for (let failures = 0; seconds < SHARE_CODE_THROTTLE.windowMinutes * 60; failures += 1) {
      const level = challengeLevel({ share: failures, address: failures });
      // On average the solver tries half the numbers.
      if (level !== undefined) seconds += ((numbersAt(level) / 2) * secondsPerNumber) / cores;
      guesses += 1;
    }
    expect(guesses / SHARE_CODE_THROTTLE.windowMinutes).toBeLessThan(10);
  });

  it('counts the share more generously than one address', () => {
    expect(freeFailures.share).toBeGreaterThan(freeFailures.address);
  });
});
