import type { WritingRating } from './writing';
import { WRITING_RATINGS } from './writing';

/**
 * Writing practice's rules (spec learning area §2 `spell-practice/spell-practice`): which
 * characters a run takes, and its summary. The page's address is in writing-practice-page.ts.
 */

/** What the learner's card of a character says: when it comes back. */
export interface ScheduledChar {
  char: string;
  due: string;
}

/**
 * The characters of a run from a category, in this order: those of the category due now (the
 * soonest first), then those never written (in the category's order), then those written but not
 * yet due (the soonest first). A learner working through a level thus reviews before learning and
 * meets every new character before repeating one that is not yet due.
 */
export function categoryRun(
  categoryChars: readonly string[],
  cards: readonly ScheduledChar[],
  now: Date,
  length: number,
): string[] {
  const dueAt = new Map(cards.map((card) => [card.char, Date.parse(card.due)]));
  const unique = [...new Set(categoryChars)];
  const bySoonest = (a: string, b: string) => dueAt.get(a)! - dueAt.get(b)!;
  const due = unique.filter((c) => dueAt.has(c) && dueAt.get(c)! <= now.getTime()).sort(bySoonest);
  const fresh = unique.filter((c) => !dueAt.has(c));
  const later = unique.filter((c) => dueAt.has(c) && dueAt.get(c)! > now.getTime()).sort(bySoonest);
  return [...due, ...fresh, ...later].slice(0, Math.max(0, length));
}

/** The characters of a run from the learner's cards (already soonest due first), each once. */
export function cardsRun(cards: readonly ScheduledChar[], length: number): string[] {
  return [...new Set(cards.map((card) => card.char))].slice(0, Math.max(0, length));
}

/** One written character of a run: its grade and when markFont scheduled it back. */
export interface RunResult {
  char: string;
  rating: WritingRating;
  due: string;
}

export interface RunSummary {
  written: number;
  /** How many characters got each grade. */
  perRating: Record<WritingRating, number>;
  /** Each character once (its last writing), the soonest back first. */
  comeBack: RunResult[];
}

/** A run's end: counts per grade and what comes back when. */
export function summarizeRun(results: readonly RunResult[]): RunSummary {
  const perRating = Object.fromEntries(WRITING_RATINGS.map((rating) => [rating, 0])) as Record<
    WritingRating,
    number
  >;
  for (const result of results) perRating[result.rating] += 1;
  const last = new Map(results.map((result) => [result.char, result]));
  const comeBack = [...last.values()].sort(
    (a, b) => Date.parse(a.due) - Date.parse(b.due) || a.char.localeCompare(b.char),
  );
  return { written: results.length, perRating, comeBack };
}
