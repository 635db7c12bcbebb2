import type { WritingRating, WritingResult } from './writing';

/**
 * How well a character was written, as an FSRS grade, from what the writing grid saw. A hint is a
 * stroke the grid drew for the learner after repeated misses; a missed stroke is one written wrong
 * at least once before it was accepted.
 *
 * | What happened                                                      | Grade |
 * |--------------------------------------------------------------------|-------|
 * | hints on a third of the strokes or more, or over half missed       | again |
 * | any hint, or over a fifth of the strokes missed                    | hard  |
 * | no mistake at all, written at most `easySecondsPerStroke` a stroke | easy  |
 * | otherwise                                                          | good  |
 */
export const RATING_RULE = {
  againHintShare: 1 / 3,
  againMissedShare: 1 / 2,
  hardMissedShare: 1 / 5,
  easySecondsPerStroke: 1.5,
} as const;

export function rateWriting(
  result: Pick<WritingResult, 'mistakesPerStroke' | 'hintsUsed' | 'durationMs'>,
): WritingRating {
  const strokes = result.mistakesPerStroke.length;
  const missed = result.mistakesPerStroke.filter((mistakes) => mistakes > 0).length;
  if (
    result.hintsUsed >= Math.max(1, Math.ceil(strokes * RATING_RULE.againHintShare)) ||
    missed > strokes * RATING_RULE.againMissedShare
  ) {
    return 'again';
  }
  if (result.hintsUsed > 0 || missed > strokes * RATING_RULE.hardMissedShare) return 'hard';
  if (missed === 0 && result.durationMs <= strokes * RATING_RULE.easySecondsPerStroke * 1000) {
    return 'easy';
  }
  return 'good';
}
