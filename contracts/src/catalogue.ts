import { z } from 'zod';
import type { Language } from './languages';

/**
 * The vocabulary of the learning catalogue (spec learning area §1, §3; architecture §6): kinds of
 * content, the four filters, visibility, and text kept in three languages with a fallback. Tables,
 * the importer's manifest, the calls and the pages all read these lists; none restates them.
 */

/** Filter values as stored and sent; "all" is the absence of a filter, never a stored value. */
export const AUDIENCES = ['child', 'teenager', 'adult', 'teacher'] as const;
export const DIFFICULTIES = ['easy', 'normal', 'complex'] as const;
export const DIRECTIONS = ['learn', 'culture'] as const;
export const COURSE_CATEGORIES = ['examination', 'learn', 'profession'] as const;
export type Audience = (typeof AUDIENCES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type CourseDirection = (typeof DIRECTIONS)[number];
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/**
 * Who may see a piece of content: everyone (visitors included), back office only (admins, never in
 * the learner's pages), or the members of the classes it is given to.
 */
export const VISIBILITIES = ['everyone', 'backoffice', 'classes'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The contents of a class hour. Tests arrive with the exams work; the model has room for them. */
export const CLASS_CONTENT_KINDS = ['video', 'document', 'test'] as const;
export type ClassContentKind = (typeof CLASS_CONTENT_KINDS)[number];

/** Groups that hold catalogue items (series, categories, sections, shelves). */
export const COLLECTION_KINDS = [
  'weike_series',
  'discover_category',
  'replay_group',
  'road_section',
  'audio_card_category',
  'rainbow_section',
  'explore_section',
] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** Single pieces of content outside the MOOC tree. */
export const ITEM_KINDS = [
  'weike',
  'video',
  'ebook',
  'document',
  'news',
  'notice',
  'case',
  'road',
  'rainbow',
  'explore',
  'audio_card',
  'live',
  'replay',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Reading direction of an e-book (an Arabic book reads right to left). */
export const READING_DIRECTIONS = ['ltr', 'rtl'] as const;
export type ReadingDirection = (typeof READING_DIRECTIONS)[number];

/** A text in each interface language; at least one is present. */
export const localText = z
  .object({
    ar: z.string().trim().min(1).optional(),
    zh: z.string().trim().min(1).optional(),
    en: z.string().trim().min(1).optional(),
  })
  .refine((text) => Boolean(text.ar ?? text.zh ?? text.en), 'one language at least');
export type LocalText = z.infer<typeof localText>;

/**
 * The fallback order when a text is missing in the asked language: most content is written in
 * Chinese first, and an Arabic reader would rather read Chinese than English.
 */
const FALLBACK: Record<Language, readonly Language[]> = {
  ar: ['ar', 'zh', 'en'],
  zh: ['zh', 'en', 'ar'],
  en: ['en', 'zh', 'ar'],
};

/** The text in `language`, else the first present in the fallback order, else ''. */
export function pickText(text: LocalText | null | undefined, language: Language): string {
  if (!text) return '';
  for (const candidate of FALLBACK[language]) {
    const value = text[candidate];
    if (value) return value;
  }
  return '';
}
