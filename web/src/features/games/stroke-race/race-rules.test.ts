import { describe, expect, it } from 'vitest';
import { secondsLeft, writingOrder } from './race-rules';

const strokes = [
  { id: 'q', path: 'M 3' },
  { id: 'r', path: 'M 1' },
  { id: 's', path: 'M 2' },
];

describe('the stroke-order race', () => {
  it("puts the round's shuffled strokes in the character's writing order", () => {
    expect(writingOrder(strokes, ['M 1', 'M 2', 'M 3'])).toEqual(['r', 's', 'q']);
  });

  it('judges nothing when the stroke data does not match the round', () => {
    expect(writingOrder(strokes, ['M 1', 'M 2'])).toBeNull();
    expect(writingOrder(strokes, ['M 1', 'M 2', 'M 9'])).toBeNull();
    expect(writingOrder(strokes, ['M 1', 'M 1', 'M 2'])).toBeNull();
  });

  it('counts the clock down in whole seconds, never below zero', () => {
    expect(secondsLeft(10, 1_000, 1_000)).toBe(10);
    expect(secondsLeft(10, 1_000, 4_500)).toBe(7);
    expect(secondsLeft(10, 1_000, 60_000)).toBe(0);
  });
});
