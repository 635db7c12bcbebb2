import { z } from 'zod';
import { paged, pageFields } from './pagination';
import { defineRoute } from './route';
import {
  categoryId,
  CATEGORY_KINDS,
  characterBrief,
  fontInfo,
  hanCharacter,
  quickSuggestion,
  searchQuery,
  writingAttempt,
  writingCard,
  writingCategory,
  writingResult,
  WRITING_RATINGS,
} from './writing';

/**
 * The handwriting service (spec learning area §7: "own host, no cookies"): `getToken` is asked with
 * the signed-in user's session and answers a short-lived token; every other call is sent without
 * cookies and carries that token as `Authorization: Bearer <token>`. Looking characters up needs no
 * token (the data is public, as the rest of the catalogue), but a token that is sent must be valid;
 * the learner's own results (markFont, writeLog, myWriteLogList) need one.
 */
export const WRITING_TOKEN_HEADER = 'authorization';

const tags = ['writing'] as const;

export const getToken = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/getToken',
  summary: 'A short-lived token for the signed-in user, taken by the other /open_api calls',
  data: z.object({
    token: z.string(),
    /** Seconds it lives from now. */
    expiresIn: z.number().int().positive(),
    expiresAt: z.string(),
  }),
});

export const queryFontInfo = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/queryFontInfo',
  summary: "One character's details: pinyin, radical, strokes with their paths, meanings, words",
  query: z.object({ char: hanCharacter }),
  data: fontInfo,
  noLogin: true,
  withoutCookie: true,
});

export const queryClassifyList = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/queryClassifyList',
  summary: 'The categories characters are grouped in (HSK and YCT levels, radicals, lessons)',
  query: z.object({ kind: z.enum(CATEGORY_KINDS).optional() }),
  data: z.object({ list: z.array(writingCategory) }),
  noLogin: true,
  withoutCookie: true,
});

export const queryQuickSearch = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/queryQuickSearch',
  summary:
    'As-you-type suggestions by character, pinyin (with or without tones) or English/Arabic meaning',
  query: z.object({ q: searchQuery }),
  data: z.object({ list: z.array(quickSuggestion) }),
  noLogin: true,
  withoutCookie: true,
});

export const searchFont = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/searchFont',
  summary:
    'Characters of a text (each Chinese character of it, in order), of a search, or of a category',
  query: z.object({ q: searchQuery.optional(), category: categoryId.optional(), ...pageFields }),
  data: paged(characterBrief),
  noLogin: true,
  withoutCookie: true,
});

export const markFont = defineRoute({
  tags,
  method: 'POST',
  path: '/open_api/markFont',
  summary:
    "Records the result of writing a character, rates it and schedules the character's review",
  body: writingResult,
  data: z.object({ attempt: writingAttempt, card: writingCard }),
  noLogin: true,
  withoutCookie: true,
});

export const writeLog = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/writeLog',
  summary: "The learner's log of one character: its review card and latest attempts",
  query: z.object({ char: hanCharacter }),
  data: z.object({ card: writingCard.nullable(), attempts: z.array(writingAttempt) }),
  noLogin: true,
  withoutCookie: true,
});

export const myWriteLogList = defineRoute({
  tags,
  method: 'GET',
  path: '/open_api/myWriteLogList',
  summary: "The learner's characters with their review cards, soonest due first; how many are due",
  query: z.object({
    /** Only the characters due now. */
    due: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    ...pageFields,
  }),
  data: paged(
    z.object({
      card: writingCard,
      lastRating: z.enum(WRITING_RATINGS),
      lastWrittenAt: z.string(),
    }),
  ).extend({ dueCount: z.number().int().nonnegative() }),
  noLogin: true,
  withoutCookie: true,
});
