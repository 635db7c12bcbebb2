import { z } from 'zod';
import { PICTURE_IDS, type PictureId } from './games-picture-words';

/**
 * The six games of the learning area (spec learning area §1 "six games", §2 games/games, §7
 * getGamesList). A round is drawn by the server from the writing tool's character and word data;
 * the server keeps the round's answer key and scores the learner's answers itself, so a score is
 * never taken from the browser.
 */
export const GAME_IDS = [
  'toneListening',
  'pinyinPairs',
  'buildCharacter',
  'strokeRace',
  'sentenceBuilder',
  'listenPicture',
] as const;
export type GameId = (typeof GAME_IDS)[number];
export const gameId = z.enum(GAME_IDS);

/**
 * Every game has three levels, drawn from harder word lists: level 1 from HSK 1 and YCT 1–2,
 * level 2 from HSK 2, level 3 from HSK 3 and 4.
 */
export const GAME_LEVELS = [1, 2, 3] as const;
export const gameLevel = z.coerce.number().int().min(1).max(GAME_LEVELS.length);
export const LEVEL_HSK: Record<number, readonly number[]> = { 1: [1], 2: [2], 3: [3, 4] };

/** How many items a round holds, per game and level. */
export const ROUND_ITEMS: Record<GameId, readonly [number, number, number]> = {
  toneListening: [8, 10, 12],
  pinyinPairs: [6, 8, 10],
  buildCharacter: [6, 8, 10],
  strokeRace: [4, 5, 6],
  sentenceBuilder: [5, 6, 8],
  listenPicture: [6, 8, 10],
};

export const GAMES_LIMITS = {
  /** A round not finished within this many seconds can no longer be scored. */
  roundLifetimeSeconds: 60 * 60,
  /** Rows of a best-score table. */
  bestTop: 10,
  /** Options a choice or part list may hold; letters of an option id. */
  optionsMax: 64,
  optionIdMaxLength: 40,
  /** A memory round's pair flips are bounded: more is not a game, it is a script. */
  movesMax: 999,
} as const;

/** The tones a syllable may carry: the four tones and the neutral tone (5). */
export const TONES = ['1', '2', '3', '4', '5'] as const;

const localized = z.object({ ar: z.string(), zh: z.string(), en: z.string() });
export type GameText = z.output<typeof localized>;

/** A game as the games page and getGamesList show it. */
export const gameInfo = z.object({
  id: gameId,
  name: localized,
  description: localized,
  levels: z.array(z.number().int()),
  /** The caller's best score per level (level as key); empty when not signed in or not played. */
  best: z.record(z.string(), z.number().int()),
});
export type GameInfo = z.output<typeof gameInfo>;

const meanings = z.object({
  en: z.array(z.string()),
  ar: z.string().optional(),
  zh: z.string().optional(),
});

/** One thing to hear: a recorded sound when the demo has one, else the text for speech synthesis. */
const spoken = z.object({
  /** Address of a recorded sound of it, or null. */
  audio: z.string().nullable(),
  /** What to speak (Chinese characters) when there is no recording. */
  speech: z.string(),
});

/** Tone listening: hear a syllable, pick its tone (option ids are TONES). */
const toneListeningContent = z.object({
  game: z.literal('toneListening'),
  items: z.array(
    spoken.extend({
      id: z.string(),
      char: z.string(),
      /** The syllable without its tone mark (`ma`), shown while the tone is asked. */
      syllable: z.string(),
    }),
  ),
});

/** Memory pairs: each pair is a character and its pinyin; the web lays the cards out face down. */
const pinyinPairsContent = z.object({
  game: z.literal('pinyinPairs'),
  pairs: z.array(z.object({ id: z.string(), char: z.string(), pinyin: z.string() })),
});

/**
 * A component as strokes of the character (SVG paths in Hanzi Writer's 1024 box, y upwards), so
 * the chosen parts drawn together are the character itself.
 */
const characterPart = z.object({ id: z.string(), strokes: z.array(z.string()) });

/** Build a character: from the shuffled parts, choose its radical and its other part. */
const buildCharacterContent = z.object({
  game: z.literal('buildCharacter'),
  items: z.array(
    z.object({
      id: z.string(),
      pinyin: z.string(),
      meanings,
      radicalParts: z.array(characterPart),
      otherParts: z.array(characterPart),
    }),
  ),
});

/** Stroke-order race: tap the character's shuffled strokes in writing order. */
const strokeRaceContent = z.object({
  game: z.literal('strokeRace'),
  items: z.array(
    z.object({
      id: z.string(),
      char: z.string(),
      pinyin: z.string(),
      strokes: z.array(z.object({ id: z.string(), path: z.string() })),
    }),
  ),
});

/**
 * Sentence builder: put the shuffled words of a sentence in order. The sentence itself comes too
 * (`speech`): it is spoken once built, and the web checks the order against it to answer at once
 * (its pinyin gives the order away as much); the score is still the server's, from its key.
 */
const sentenceBuilderContent = z.object({
  game: z.literal('sentenceBuilder'),
  items: z.array(
    spoken.extend({
      id: z.string(),
      /** The sentence's pinyin, as a hint; empty when the source prints none. */
      pinyin: z.string(),
      /** What it says, for the learner (Chinese pages show the English). */
      meaning: z.object({ ar: z.string(), en: z.string() }),
      words: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});

/**
 * Listen and pick the picture: hear a word, choose the picture that shows it. Pictures are Qiao's
 * pictograms (PICTURE_WORDS), drawn by the web; an option's id is its picture's id.
 */
const listenPictureContent = z.object({
  game: z.literal('listenPicture'),
  items: z.array(
    spoken.extend({
      id: z.string(),
      /** The word's pinyin, shown once answered (and when the browser cannot speak). */
      pinyin: z.string(),
      pictures: z.array(z.enum(PICTURE_IDS as [PictureId, ...PictureId[]])),
    }),
  ),
});

export const roundContent = z.discriminatedUnion('game', [
  toneListeningContent,
  pinyinPairsContent,
  buildCharacterContent,
  strokeRaceContent,
  sentenceBuilderContent,
  listenPictureContent,
]);
export type RoundContent = z.output<typeof roundContent>;
/** The content of one game's round: `RoundOf<'pinyinPairs'>`. */
export type RoundOf<G extends GameId> = Extract<RoundContent, { game: G }>;

export const gameRound = z.object({
  roundId: z.uuid(),
  game: gameId,
  level: z.number().int(),
  issuedAt: z.string(),
  content: roundContent,
});
export type GameRound = z.output<typeof gameRound>;

/**
 * A finished round as the web sends it: per item, the option ids chosen (one for a choice, the
 * radical and other part for a build, the order for a race or a sentence); `moves` for memory
 * pairs (pairs of cards turned). Items left unanswered are empty lists.
 */
export const roundAnswers = z.object({
  answers: z
    .array(z.array(z.string().max(GAMES_LIMITS.optionIdMaxLength)).max(GAMES_LIMITS.optionsMax))
    .max(GAMES_LIMITS.optionsMax),
  moves: z.number().int().min(0).max(GAMES_LIMITS.movesMax).optional(),
});
export type RoundAnswers = z.output<typeof roundAnswers>;

export const bestRow = z.object({
  rank: z.number().int().positive(),
  /** The player's display name. */
  name: z.string(),
  score: z.number().int(),
  playedAt: z.string(),
  /** The row is the caller's own. */
  own: z.boolean(),
});
export type BestRow = z.output<typeof bestRow>;

export const bestTable = z.object({
  game: gameId,
  level: z.number().int(),
  /** The caller's best, or null before a first scored round. */
  ownBest: z.number().int().nullable(),
  top: z.array(bestRow),
});
export type BestTable = z.output<typeof bestTable>;
