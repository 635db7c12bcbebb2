/**
 * The stroke-order race (game 4): the learner taps a character's shuffled strokes in writing
 * order against a clock. Every tap is sent, the wrong ones too, so the server counts both: a
 * character finished in time scores the item's 10 points less 2 a wrong tap; one its clock
 * stopped scores, in proportion to the strokes placed, up to half of that, less a point a wrong
 * tap. Pure, for the server's score and the web's running count alike.
 */
export const STROKE_RACE = {
  /** Points a wrong tap costs a finished character. */
  pointsPerMistake: 2,
  /** Wrong taps a character takes before it is lost (keeps a round's answers small). */
  mistakesMax: 5,
  /** Seconds a character's clock gives per stroke, by level (1–3). */
  secondsPerStroke: [3, 2, 1.5],
} as const;

export interface StrokeTally {
  /** Strokes placed in writing order. */
  placed: number;
  /** Taps on a stroke that was not the next one. */
  mistakes: number;
  /** Every stroke placed. */
  finished: boolean;
}

/** Walks the taps: the next stroke in writing order is placed, any other tap is a mistake. */
export function tallyStrokes(order: readonly string[], taps: readonly string[]): StrokeTally {
  let placed = 0;
  let mistakes = 0;
  for (const tap of taps) {
    if (placed < order.length && tap === order[placed]) placed += 1;
    else mistakes += 1;
  }
  return { placed, mistakes, finished: placed === order.length };
}

/** A character's points, from its tally, its stroke count and what a right item scores. */
export function strokeRacePoints(
  tally: StrokeTally,
  strokeCount: number,
  itemPoints: number,
): number {
  if (tally.finished) {
    return Math.max(0, itemPoints - STROKE_RACE.pointsPerMistake * tally.mistakes);
  }
  const share = Math.floor(((itemPoints / 2) * tally.placed) / Math.max(1, strokeCount));
  return Math.max(0, share - tally.mistakes);
}

/** A character's clock at a level, in whole seconds (at least five). */
export function strokeRaceSeconds(strokeCount: number, level: number): number {
  const perStroke = STROKE_RACE.secondsPerStroke[level - 1] ?? STROKE_RACE.secondsPerStroke[0];
  return Math.max(5, Math.ceil(strokeCount * perStroke));
}
