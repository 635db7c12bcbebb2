import { GAMES_LIMITS, type GameId, type RoundAnswers } from './games';
import { strokeRacePoints, tallyStrokes } from './games-stroke-race';

/**
 * The score of a finished round, from the key the server kept when it drew the round and the
 * answers the learner sent. Pure, so the server scores and the web shows the same rule. A choice
 * scores 10 when right; a build or a sentence scores 10 when every part is right (parts of a build
 * in any order); a stroke race scores its strokes and mistakes (games-stroke-race.ts); memory
 * pairs score 10 a pair less 2 for every turn beyond the fewest.
 */
export const POINTS_PER_ITEM = 10;
export const POINTS_LOST_PER_EXTRA_MOVE = 2;

/** What the server keeps of a round: per item the option ids that are right. */
export type RoundKey = string[][];

export type RoundScore =
  { ok: true; score: number; correct: boolean[] } | { ok: false; reason: 'answersMismatch' };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  sameList([...a].sort(), [...b].sort());

const ORDERED: Record<GameId, boolean> = {
  toneListening: true,
  pinyinPairs: true,
  buildCharacter: false,
  strokeRace: true,
  sentenceBuilder: true,
  listenPicture: true,
};

export function scoreRound(game: GameId, key: RoundKey, sent: RoundAnswers): RoundScore {
  if (game === 'pinyinPairs') {
    const pairs = key.length;
    const moves = sent.moves;
    // Every pair takes one turn at least; fewer turns than pairs cannot have matched them all.
    if (moves === undefined || moves < pairs || moves > GAMES_LIMITS.movesMax) {
      return { ok: false, reason: 'answersMismatch' };
    }
    const score = Math.max(
      0,
      pairs * POINTS_PER_ITEM - (moves - pairs) * POINTS_LOST_PER_EXTRA_MOVE,
    );
    return { ok: true, score, correct: key.map(() => true) };
  }
  if (sent.answers.length !== key.length) return { ok: false, reason: 'answersMismatch' };
  if (game === 'strokeRace') {
    const tallies = key.map((order, index) => tallyStrokes(order, sent.answers[index]!));
    const score = tallies.reduce(
      (sum, tally, index) => sum + strokeRacePoints(tally, key[index]!.length, POINTS_PER_ITEM),
      0,
    );
    return { ok: true, score, correct: tallies.map((one) => one.finished && one.mistakes === 0) };
  }
  const same = ORDERED[game] ? sameList : sameSet;
  const correct = key.map((expected, index) => same(expected, sent.answers[index]!));
  const score = correct.filter(Boolean).length * POINTS_PER_ITEM;
  return { ok: true, score, correct };
}
