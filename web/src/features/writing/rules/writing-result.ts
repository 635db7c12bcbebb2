import { WRITING_LIMITS, type WritingResult } from '@qiao/contracts/writing';

/** Misses on a stroke after which the grid draws it for the learner (Hanzi Writer's hint). */
export const HINT_AFTER_MISSES = 2;

/** What the grid saw while a character was written: misses per stroke index, start and end. */
export interface StrokeTally {
  char: string;
  strokeCount: number;
  /** Misses on each stroke, by its index in writing order; strokes never missed may be absent. */
  misses: Readonly<Record<number, number>>;
  startedAtMs: number;
  finishedAtMs: number;
}

/** A stroke the grid hinted: it was missed as often as the hint waits for. */
export function hintsUsed(tally: Pick<StrokeTally, 'strokeCount' | 'misses'>): number {
  let hints = 0;
  for (let stroke = 0; stroke < tally.strokeCount; stroke += 1) {
    if ((tally.misses[stroke] ?? 0) >= HINT_AFTER_MISSES) hints += 1;
  }
  return hints;
}

/** The body of markFont for a written character, held within the contract's limits. */
export function writingResultOf(tally: StrokeTally): WritingResult {
  const mistakesPerStroke = Array.from({ length: tally.strokeCount }, (_, stroke) =>
    Math.min(tally.misses[stroke] ?? 0, WRITING_LIMITS.mistakesPerStrokeMax),
  );
  const durationMs = Math.round(tally.finishedAtMs - tally.startedAtMs);
  return {
    char: tally.char,
    mistakesPerStroke,
    hintsUsed: Math.min(hintsUsed(tally), WRITING_LIMITS.hintsMax),
    durationMs: Math.min(Math.max(durationMs, 0), WRITING_LIMITS.durationMsMax),
  };
}

/** Strokes written right at once and strokes missed at least once, for the learner to see. */
export function strokeSummary(result: Pick<WritingResult, 'mistakesPerStroke'>) {
  const missed = result.mistakesPerStroke.filter((mistakes) => mistakes > 0).length;
  return { correct: result.mistakesPerStroke.length - missed, missed };
}
