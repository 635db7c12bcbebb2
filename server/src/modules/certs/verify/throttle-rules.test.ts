import { describe, expect, it } from 'vitest';
import { CERT_VERIFY_THROTTLE, challengeLevel, levelSuffices, numbersAt } from './throttle-rules';

const { freeFailures } = CERT_VERIFY_THROTTLE;

describe('what guessing a certificate number and name costs', () => {
  it.each([
    { number: 0, address: 0, level: undefined },
    { number: 0, address: freeFailures.address - 1, level: undefined },
    { number: 0, address: freeFailures.address, level: 0 },
    { number: freeFailures.number - 1, address: 0, level: undefined },
    { number: freeFailures.number, address: 0, level: 0 },
    { number: 0, address: freeFailures.address + 2, level: 1 },
    { number: freeFailures.number + 5, address: freeFailures.address, level: 2 },
    { number: 0, address: 1000, level: CERT_VERIFY_THROTTLE.maxLevel },
  ])('$number misses on the number and $address from the address ask for level $level', (row) => {
    expect(challengeLevel({ number: row.number, address: row.address })).toBe(row.level);
  });

  it('doubles the numbers to try per level, up to the top level', () => {
    expect(numbersAt(0)).toBe(2000);
    expect(numbersAt(1)).toBe(4000);
    expect(numbersAt(99)).toBe(2000 * 2 ** CERT_VERIFY_THROTTLE.maxLevel);
  });

  it('takes a solution one level below the level asked now, not two', () => {
    expect(levelSuffices(2, 3)).toBe(true);
    expect(levelSuffices(1, 3)).toBe(false);
  });
});
