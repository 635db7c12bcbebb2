import { z } from 'zod';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { ITEM_KINDS, READING_DIRECTIONS } from './catalogue';
import { LANGUAGES } from './languages';

/**
 * The library part of the catalogue (spec learning area §2, §7): micro-lessons and their series,
 * discover videos by category, e-books and documents (the "local resources"), the explore-China
 * broadcasts, and the play-auth calls that hand out short-lived signed media addresses. Every call
 * answers only content the caller may see; texts come in the caller's language (with fallback).
 *
 * The spec does not list the micro-lesson service's paths (it was an external service): they live
 * here under /api/discover/ beside the other video calls (weikeList, weikeSeriesList,
 * weikeSeriesDetail, weikeDetail), with videoDetail and broadcastDetail for the two detail pages.
 */
const tags = ['library'] as const;

export const LIBRARY_LIMITS = {
  /**
   * How long a signed media address works. Long enough to watch a lesson or read a chapter with
   * pauses; short enough that a copied address soon stops working. Pages ask again when it lapses.
   */
  mediaUrlSeconds: 60 * 60,
} as const;

/** A content id. Anything that is not a known, visible uuid answers "not found", never 500. */
const contentId = z.string().trim().min(1).max(64);
const byId = z.object({ id: contentId });

/** Where the browser fetches catalogue images: `/api/content/image/<sha256>` (public, immutable). */
export const CONTENT_IMAGE_PATH = '/api/content/image/:sha';
/** Signed, short-lived addresses of videos, audio, captions, e-books and documents. */
export const CONTENT_MEDIA_PATH = '/api/content/media';
export const contentMediaUrl = (token: string) => `${CONTENT_MEDIA_PATH}?token=${token}`;

/** One piece of content in a list. */
export const libraryCard = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(ITEM_KINDS),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** E-books: the book's own reading direction. */
  readingDirection: z.enum(READING_DIRECTIONS).nullable(),
  mediaType: z.string().nullable(),
  publishedAt: z.string(),
});
export type LibraryCard = z.infer<typeof libraryCard>;

/** A series or category: its card and how many visible items it holds. */
export const libraryGroup = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  itemCount: z.number().int().nonnegative(),
});
export type LibraryGroup = z.infer<typeof libraryGroup>;

/** One piece of content opened on its own page, with the group it belongs to. */
export const libraryDetail = libraryCard.extend({
  author: z.string(),
  /** Article text as sanitised HTML (explore items), '' when none. */
  body: z.string(),
  group: libraryGroup.omit({ itemCount: true }).nullable(),
  hasMedia: z.boolean(),
});
export type LibraryDetail = z.infer<typeof libraryDetail>;

/** A detail page: the item and what the page lists beside it (the rest of its series or kind). */
export const libraryDetailPage = z.object({
  item: libraryDetail,
  related: z.array(libraryCard),
});
export type LibraryDetailPage = z.infer<typeof libraryDetailPage>;

export const caption = z.object({
  language: z.enum(LANGUAGES),
  /** The language's own name, for the player's caption menu. */
  label: z.string(),
  url: z.string(),
});

/**
 * A play or read authorisation: a signed address valid until `expiresAt` (never a permanent one),
 * its captions (always served by Qiao, so `<track>` stays same-origin) and what the page needs.
 */
export const playAuth = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  durationSeconds: z.number().int().nullable(),
  readingDirection: z.enum(READING_DIRECTIONS).nullable(),
  captions: z.array(caption),
});
export type PlayAuth = z.infer<typeof playAuth>;

// Micro-lessons (weike) and their series.
export const weikeList = defineRoute({
  method: 'POST',
  path: '/api/discover/weikeList',
  summary: 'Micro-lessons, newest first, optionally of one series',
  tags,
  noLogin: true,
  body: paginationQuery.extend({ seriesId: contentId.optional() }),
  data: paged(libraryCard),
});

export const weikeSeriesList = defineRoute({
  method: 'POST',
  path: '/api/discover/weikeSeriesList',
  summary: 'Micro-lesson series',
  tags,
  noLogin: true,
  body: paginationQuery,
  data: paged(libraryGroup),
});

export const weikeSeriesDetail = defineRoute({
  method: 'POST',
  path: '/api/discover/weikeSeriesDetail',
  summary: 'A micro-lesson series and its lessons in order',
  tags,
  noLogin: true,
  body: byId,
  data: z.object({ series: libraryGroup, lessons: z.array(libraryCard) }),
});

export const weikeDetail = defineRoute({
  method: 'POST',
  path: '/api/discover/weikeDetail',
  summary: 'A micro-lesson and the other lessons of its series',
  tags,
  noLogin: true,
  body: byId,
  data: libraryDetailPage,
});

// Discover videos by category.
export const categoryList = defineRoute({
  method: 'POST',
  path: '/api/discover/categoryList',
  summary: 'Video categories',
  tags,
  noLogin: true,
  body: z.object({}).optional(),
  data: z.array(libraryGroup),
});

export const categoryDetail = defineRoute({
  method: 'POST',
  path: '/api/discover/categoryDetail',
  summary: 'One video category',
  tags,
  noLogin: true,
  body: byId,
  data: libraryGroup,
});

export const getVideoListByCid = defineRoute({
  method: 'POST',
  path: '/api/discover/getVideoListByCid',
  summary: 'The videos of a category, paged',
  tags,
  noLogin: true,
  body: paginationQuery.extend({ cid: contentId }),
  data: paged(libraryCard),
});

export const videoDetail = defineRoute({
  method: 'POST',
  path: '/api/discover/videoDetail',
  summary: 'A video and the other videos of its category',
  tags,
  noLogin: true,
  body: byId,
  data: libraryDetailPage,
});

export const broadcastDetail = defineRoute({
  method: 'POST',
  path: '/api/discover/broadcastDetail',
  summary: 'An explore-China broadcast and the other broadcasts',
  tags,
  noLogin: true,
  body: byId,
  data: libraryDetailPage,
});

export const getPlayAuth = defineRoute({
  method: 'POST',
  path: '/api/discover/getPlayAuth',
  summary: 'A short-lived signed address to play a video or audio item',
  tags,
  noLogin: true,
  body: byId,
  data: playAuth,
});

// Local resources: e-books and documents.
export const LOCAL_RESOURCE_TYPES = ['ebook', 'document'] as const;
export type LocalResourceType = (typeof LOCAL_RESOURCE_TYPES)[number];

export const getLocalResourceList = defineRoute({
  method: 'POST',
  path: '/api/Index/getLocalResourceList',
  summary: 'E-books or documents, paged',
  tags,
  noLogin: true,
  body: paginationQuery.extend({ type: z.enum(LOCAL_RESOURCE_TYPES) }),
  data: paged(libraryCard),
});

export const getLocalResourceDetail = defineRoute({
  method: 'POST',
  path: '/api/Index/getLocalResourceDetail',
  summary: 'An e-book or document and others of its kind',
  tags,
  noLogin: true,
  body: byId,
  data: libraryDetailPage,
});

export const getLocalPlayAuth = defineRoute({
  method: 'POST',
  path: '/api/Index/getLocalPlayAuth',
  summary:
    'A short-lived signed address of an e-book, a document, any item with media, or a class content',
  tags,
  noLogin: true,
  body: byId,
  data: playAuth,
});
