import { describe, expect, it } from 'vitest';
import { WRITING_LIMITS, writingResult } from '@qiao/contracts/writing';
import { rateWriting } from '@qiao/contracts/writing-rating';
import { hintsUsed, strokeSummary, writingResultOf } from './writing-result';

const start = 1_000_000;

describe('a written character becomes the markFont body', () => {
  it('written without a miss: one zero per stroke, no hint', () => {
    const body = writingResultOf({
      char: '你',
      strokeCount: 7,
      misses: {},
      startedAtMs: start,
      finishedAtMs: start + 6_400,
    });
    expect(body).toEqual({
      char: '你',
      mistakesPerStroke: [0, 0, 0, 0, 0, 0, 0],
      hintsUsed: 0,
      durationMs: 6_400,
    });
    expect(writingResult.parse(body)).toEqual(body);
    expect(rateWriting(body)).toBe('easy');
  });

  it('a stroke missed once is a miss; missed twice, the grid hinted it', () => {
    const body = writingResultOf({
      char: '你',
      strokeCount: 7,
      misses: { 1: 1, 4: 2 },
      startedAtMs: start,
      finishedAtMs: start + 12_000,
    });
    expect(body.mistakesPerStroke).toEqual([0, 1, 0, 0, 2, 0, 0]);
    expect(body.hintsUsed).toBe(1);
    expect(strokeSummary(body)).toEqual({ correct: 5, missed: 2 });
    expect(rateWriting(body)).toBe('hard');
  });

  it('stays within the contract limits', () => {
    const body = writingResultOf({
      char: '一',
      strokeCount: 1,
      misses: { 0: 500 },
      startedAtMs: start,
      finishedAtMs: start + 10 * WRITING_LIMITS.durationMsMax,
    });
    expect(body.mistakesPerStroke).toEqual([WRITING_LIMITS.mistakesPerStrokeMax]);
    expect(body.durationMs).toBe(WRITING_LIMITS.durationMsMax);
    expect(writingResult.safeParse(body).success).toBe(true);
  });

  it('counts hints only on strokes of the character', () => {
    expect(hintsUsed({ strokeCount: 2, misses: { 0: 3, 5: 9 } })).toBe(1);
  });
});
