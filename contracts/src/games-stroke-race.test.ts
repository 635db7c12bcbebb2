import { describe, expect, it } from 'vitest';
import { scoreRound } from './games-scoring';
import { strokeRacePoints, strokeRaceSeconds, tallyStrokes } from './games-stroke-race';

const order = ['a', 'b', 'c', 'd'];

describe('the stroke-order race', () => {
  it.each([
    { taps: ['a', 'b', 'c', 'd'], tally: { placed: 4, mistakes: 0, finished: true }, points: 10 },
    {
      taps: ['b', 'a', 'b', 'c', 'd'],
      tally: { placed: 4, mistakes: 1, finished: true },
      points: 8,
    },
    // The clock stopped: half the points in proportion to the strokes placed, less the mistakes.
    { taps: ['a', 'b'], tally: { placed: 2, mistakes: 0, finished: false }, points: 2 },
    {
      taps: ['a', 'c', 'b', 'c', 'b'],
      tally: { placed: 3, mistakes: 2, finished: false },
      points: 1,
    },
    { taps: ['d', 'c', 'b'], tally: { placed: 0, mistakes: 3, finished: false }, points: 0 },
    { taps: [], tally: { placed: 0, mistakes: 0, finished: false }, points: 0 },
    // Taps after the last stroke are mistakes too: a script cannot pad a finished character.
    {
      taps: ['a', 'b', 'c', 'd', 'a'],
      tally: { placed: 4, mistakes: 1, finished: true },
      points: 8,
    },
  ])('taps $taps place $tally.placed strokes and score $points', ({ taps, tally, points }) => {
    expect(tallyStrokes(order, taps)).toEqual(tally);
    expect(strokeRacePoints(tallyStrokes(order, taps), order.length, 10)).toBe(points);
  });

  it('gives a character more time for more strokes and less at higher levels', () => {
    expect(strokeRaceSeconds(8, 1)).toBe(24);
    expect(strokeRaceSeconds(8, 3)).toBe(12);
    expect(strokeRaceSeconds(1, 3)).toBe(5);
  });

  it('scores a round by characters finished, their mistakes and the strokes of the others', () => {
    const key = [order, ['x', 'y']];
    const result = scoreRound('strokeRace', key, { answers: [['a', 'c', 'b', 'c', 'd'], ['x']] });
    expect(result).toEqual({ ok: true, score: 8 + 2, correct: [false, false] });
    const clean = scoreRound('strokeRace', key, { answers: [order, ['x', 'y']] });
    expect(clean).toEqual({ ok: true, score: 20, correct: [true, true] });
  });
});
