import { z } from 'zod';

/**
 * The character writing tool's vocabulary (spec learning area §1 writing and spelling tool, §7
 * `/open_api/*`): characters of the HSK 1–6 and YCT 1–2 lists with pinyin, radical, stroke count
 * and meanings, the categories they are grouped in, and the learner's writing results scheduled
 * for review (FSRS).
 */
export const WRITING_LIMITS = {
  /** Seconds a writing token lives; clients renew it 180 s before (as the spec's MOOC token). */
  tokenLifetimeSeconds: 30 * 60,
  /** Seconds before its expiry a client asks for a new token. */
  tokenRenewBeforeSeconds: 180,
  /** Characters of a search query (a word, a pinyin phrase or a meaning). */
  queryMaxLength: 40,
  /** Suggestions of one as-you-type search. */
  quickSearchResults: 10,
  /** Words shown with a character's details. */
  wordsPerCharacter: 12,
  /** The most strokes any character of the data has is below this. */
  strokesMax: 64,
  /** Mistakes counted on one stroke, hints used on one character. */
  mistakesPerStrokeMax: 99,
  hintsMax: 99,
  /** Milliseconds spent writing one character: an hour at most. */
  durationMsMax: 3_600_000,
  /** Attempts shown in one character's log. */
  attemptsPerLog: 20,
} as const;

/** Families of word lists the data is tagged with, and their levels. */
export const WRITING_LEVELS = { hsk: [1, 2, 3, 4, 5, 6], yct: [1, 2] } as const;

/** How characters are grouped: by HSK or YCT level, by radical, by lesson of a demo course. */
export const CATEGORY_KINDS = ['hsk', 'yct', 'radical', 'lesson'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * A category's id is its kind and key: `hsk:1`, `yct:2`, `radical:口`, `lesson:hsk-course-1`. The
 * characters of a level are those it introduces (first met at that level).
 */
export const categoryId = z.string().trim().max(80);

/**
 * A character as a caller sends it; whether it is one character the data knows is the service's
 * rule (a translated "unknown character"), so the schema only bounds its length.
 */
export const hanCharacter = z.string().trim().min(1).max(8);

/** A search as typed; empty or unreadable text is refused with its own error by the search rule. */
export const searchQuery = z.string().max(1000);

const localized = z.object({ ar: z.string(), zh: z.string(), en: z.string() });

export const writingCategory = z.object({
  id: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  /** The category's name in the three languages (a radical's name is the radical itself). */
  title: localized,
  /** Characters in it. */
  count: z.number().int().nonnegative(),
  /** Its first characters, to show on a card. */
  sample: z.string(),
});
export type WritingCategory = z.output<typeof writingCategory>;

/** Meanings of a character or word: English from CC-CEDICT, Arabic and Chinese written by Qiao. */
export const writingMeanings = z.object({
  en: z.array(z.string()),
  /** Present for the HSK 1–2 and YCT 1–2 words (and the characters that are such words). */
  ar: z.string().optional(),
  zh: z.string().optional(),
});

const levels = {
  /** The HSK level that introduces it; absent when no HSK 1–6 word uses it. */
  hsk: z.number().int().min(1).max(6).optional(),
  yct: z.number().int().min(1).max(2).optional(),
};

/** A character as lists and searches show it. */
export const characterBrief = z.object({
  char: z.string(),
  /** Every reading with tone marks, the most common first. */
  pinyin: z.array(z.string()),
  radical: z.string(),
  strokeCount: z.number().int().positive(),
  meanings: writingMeanings,
  ...levels,
});
export type CharacterBrief = z.output<typeof characterBrief>;

export const wordBrief = z.object({
  word: z.string(),
  pinyin: z.string(),
  meanings: writingMeanings,
  ...levels,
});
export type WordBrief = z.output<typeof wordBrief>;

/**
 * Hanzi Writer's character data, as `hanzi-writer-data` holds it: SVG paths of the strokes in
 * writing order, each stroke's median line (for grading), and which strokes draw the radical.
 */
export const strokeData = z.object({
  strokes: z.array(z.string()),
  medians: z.array(z.array(z.tuple([z.number(), z.number()]))),
  radStrokes: z.array(z.number().int()).optional(),
});
export type StrokeData = z.output<typeof strokeData>;

export const fontInfo = characterBrief.extend({
  /**
   * Each reading's recording, in the order of `pinyin`: its address (`/api/writing/sound?…`,
   * contracts/src/writing-sounds.ts), or null when none was made for it.
   */
  sounds: z.array(z.string().nullable()),
  strokeData,
  /** Words it is written in, the lowest levels first. */
  words: z.array(wordBrief),
});
export type FontInfo = z.output<typeof fontInfo>;

/** One as-you-type suggestion: a character or a word, with the part of it that matched. */
export const quickSuggestion = z.object({
  kind: z.enum(['character', 'word']),
  text: z.string(),
  pinyin: z.string(),
  meanings: writingMeanings,
  matched: z.enum(['character', 'pinyin', 'meaning']),
});
export type QuickSuggestion = z.output<typeof quickSuggestion>;

/** A writing result as the writing grid reports it. */
export const writingResult = z.object({
  char: hanCharacter,
  /** Mistakes on each stroke, in writing order: one entry per stroke of the character. */
  mistakesPerStroke: z
    .array(z.number().int().min(0).max(WRITING_LIMITS.mistakesPerStrokeMax))
    .min(1)
    .max(WRITING_LIMITS.strokesMax),
  /** Strokes the grid drew for the learner after repeated misses. */
  hintsUsed: z.number().int().min(0).max(WRITING_LIMITS.hintsMax),
  durationMs: z.number().int().min(0).max(WRITING_LIMITS.durationMsMax),
});
export type WritingResult = z.output<typeof writingResult>;

/** FSRS grades: 1 again, 2 hard, 3 good, 4 easy (ts-fsrs `Rating`). */
export const WRITING_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type WritingRating = (typeof WRITING_RATINGS)[number];

/** The FSRS card of one of the learner's characters. */
export const writingCard = z.object({
  char: z.string(),
  /** ts-fsrs states: new, learning, review, relearning. */
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.string().nullable(),
});
export type WritingCard = z.output<typeof writingCard>;

export const writingAttempt = z.object({
  id: z.string(),
  char: z.string(),
  mistakesPerStroke: z.array(z.number().int()),
  hintsUsed: z.number().int(),
  durationMs: z.number().int(),
  rating: z.enum(WRITING_RATINGS),
  writtenAt: z.string(),
});
export type WritingAttempt = z.output<typeof writingAttempt>;
