import { describe, expect, it } from 'vitest';
import { rateWriting } from './writing-rating';

const strokes = (...mistakes: number[]) => mistakes;

describe('rating a written character', () => {
  it.each([
    // 你 has 7 strokes.
    ['all strokes right, quickly', strokes(0, 0, 0, 0, 0, 0, 0), 0, 7_000, 'easy'],
    ['all strokes right, slowly', strokes(0, 0, 0, 0, 0, 0, 0), 0, 20_000, 'good'],
    ['one stroke missed once', strokes(0, 1, 0, 0, 0, 0, 0), 0, 5_000, 'good'],
    ['two strokes missed (over a fifth)', strokes(0, 1, 0, 2, 0, 0, 0), 0, 5_000, 'hard'],
    ['one hint', strokes(0, 0, 3, 0, 0, 0, 0), 1, 5_000, 'hard'],
    ['hints on a third of the strokes', strokes(3, 3, 3, 0, 0, 0, 0), 3, 5_000, 'again'],
    ['over half the strokes missed', strokes(1, 1, 1, 1, 0, 0, 0), 0, 5_000, 'again'],
    // 一 has one stroke: any hint is a third of it.
    ['a one-stroke character with a hint', strokes(3), 1, 3_000, 'again'],
    ['a one-stroke character missed once', strokes(1), 0, 3_000, 'again'],
    ['a one-stroke character written at once', strokes(0), 0, 1_000, 'easy'],
  ] as const)('%s → %s', (_name, mistakesPerStroke, hintsUsed, durationMs, grade) => {
    expect(rateWriting({ mistakesPerStroke: [...mistakesPerStroke], hintsUsed, durationMs })).toBe(
      grade,
    );
  });
});
