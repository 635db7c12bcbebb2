import { z } from 'zod';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { AUDIENCES, COURSE_CATEGORIES, DIFFICULTIES, DIRECTIONS } from './catalogue';

/**
 * The editorial sections of the catalogue (learning area §1, §7 News, Road, Index): news and
 * announcements, the case library, the silk-road resources with their downloads, the rainbow-dragon
 * and explore-China sections, audio cards, and the games list. Everything here is public reading
 * (visitors browse), limited by each row's visibility; texts come in the caller's language with the
 * catalogue's fallback.
 */
const editorial = { tags: ['editorial'], noLogin: true } as const;

export const EDITORIAL_LIMITS = {
  /** How long a signed download or audio address stays usable. */
  linkTtlSeconds: 600,
  /** Longest keyword a list accepts. */
  keywordMaxLength: 100,
  /** Most items a silk-road menu lists beside an item (a section is a handful in practice). */
  menuMaxItems: 200,
} as const;

/** Ids travel as text: a malformed one is just an id nobody can see (not found, not "bad field"). */
const contentId = z.string().trim().min(1).max(64);
const byId = z.object({ id: contentId });

/** Where a piece of content belongs, as the pages group it. */
export const sectionRef = z.object({ id: z.string(), title: z.string() });
export type SectionRef = z.output<typeof sectionRef>;

/** One article in a list (news, announcement, case, road item, themed item). */
export const articleCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  section: sectionRef.nullable(),
});
export type ArticleCard = z.output<typeof articleCard>;

/** An article opened: its body is HTML, sanitised on import and again before it is shown. */
export const articleDetail = articleCard.extend({
  bodyHtml: z.string(),
  author: z.string(),
});
export type ArticleDetail = z.output<typeof articleDetail>;

/** A downloadable file of an item, behind a short-lived signed address. */
export const attachmentLink = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  url: z.string(),
  expiresAt: z.string(),
});
export type AttachmentLink = z.output<typeof attachmentLink>;

/** A signed address for something the browser fetches itself (a zip). */
export const signedLink = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type SignedLink = z.output<typeof signedLink>;

// ── News and announcements ───────────────────────────────────────────────────────────────────

export const getHotNews = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/News/getHotNews',
  summary: 'News, the editors’ hot ones first, then the newest',
  body: paginationQuery,
  data: paged(articleCard),
});

export const getNewsInfo = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/News/getNewsInfo',
  summary: 'One news item with its body; opening it counts a view',
  body: byId,
  data: articleDetail,
});

export const getNormalNotice = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/News/getNormalNotice',
  summary: 'Announcements, newest first',
  body: paginationQuery,
  data: paged(articleCard),
});

export const getNoticeInfo = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/News/getNoticeInfo',
  summary: 'One announcement with its body; opening it counts a view',
  body: byId,
  data: articleDetail,
});

// ── Cases ────────────────────────────────────────────────────────────────────────────────────

/** The four catalogue filters, each optional ("all" is leaving it out), and a keyword. */
export const caseFilters = z.object({
  audience: z.enum(AUDIENCES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  category: z.enum(COURSE_CATEGORIES).optional(),
  keyword: z.string().trim().max(EDITORIAL_LIMITS.keywordMaxLength).optional(),
});
export type CaseFilters = z.output<typeof caseFilters>;

export const caseCard = articleCard.extend({
  audience: z.enum(AUDIENCES).nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  attachmentCount: z.number().int().nonnegative(),
});
export type CaseCard = z.output<typeof caseCard>;

export const getCaseListLocal = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getCaseListLocal',
  summary: 'Teaching cases, newest first, by audience, difficulty, direction, category or keyword',
  body: paginationQuery.extend(caseFilters.shape),
  data: paged(caseCard),
});

export const getCaseDetailLocal = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getCaseDetailLocal',
  summary: 'One teaching case with its body and handouts; opening it counts a view',
  body: byId,
  data: articleDetail.extend({ attachments: z.array(attachmentLink) }),
});

// ── Silk road ────────────────────────────────────────────────────────────────────────────────

export const roadCard = articleCard.extend({
  attachmentCount: z.number().int().nonnegative(),
});
export type RoadCard = z.output<typeof roadCard>;

export const getRoadList = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Road/getRoadList',
  summary: 'Silk-road items in section order (of one section when sectionId is given)',
  body: paginationQuery.extend({ sectionId: contentId.optional() }),
  data: paged(roadCard),
});

export const getRoadDetail = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Road/getRoadDetail',
  summary: 'One silk-road item with its body; opening it counts a view',
  body: byId,
  data: articleDetail.extend({ attachmentCount: z.number().int().nonnegative() }),
});

export const roadMenu = z.object({
  section: sectionRef.nullable(),
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type RoadMenu = z.output<typeof roadMenu>;

export const getRoadDetailMenu = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Road/getRoadDetailMenu',
  summary: 'The menu beside a silk-road item: its section and the section’s items in order',
  body: byId,
  data: roadMenu,
});

export const getRoadResource = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Road/getRoadResource',
  summary: 'The attachments of a silk-road item, each with a short-lived signed download address',
  body: paginationQuery.extend({ id: contentId }),
  data: paged(attachmentLink),
});

export const getRoadDownloadAll = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Road/getRoadDownloadAll',
  summary:
    'A short-lived signed address of a zip of all the attachments of a silk-road item, streamed ' +
    'entry by entry when fetched',
  body: byId,
  data: signedLink,
});

/** Where signed editorial addresses are fetched (GET, `?token=`). */
export const EDITORIAL_FILE_PATH = '/api/editorial/file';

// ── Themed sections ──────────────────────────────────────────────────────────────────────────

/** A rainbow-dragon entry: an article, or the section's e-book (opened in the e-book reader). */
export const rainbowCard = articleCard.extend({ kind: z.enum(['rainbow', 'ebook']) });
export type RainbowCard = z.output<typeof rainbowCard>;

export const getRainbowList = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getRainbowList',
  summary: 'The rainbow-dragon section: its items and its e-books, in section order',
  body: paginationQuery,
  data: paged(rainbowCard),
});

export const getRainbowInfo = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getRainbowInfo',
  summary: 'One rainbow-dragon item with its body; opening it counts a view',
  body: byId,
  data: articleDetail,
});

/** An explore-China entry; one with a video opens on the broadcast page. */
export const exploreCard = articleCard.extend({
  hasVideo: z.boolean(),
  durationSeconds: z.number().int().nullable(),
});
export type ExploreCard = z.output<typeof exploreCard>;

export const getExploreChinaList = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getExploreChinaList',
  summary: 'The explore-China section: its items in section order, saying which have a video',
  body: paginationQuery,
  data: paged(exploreCard),
});

export const getExploreChinaInfo = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getExploreChinaInfo',
  summary: 'One explore-China item with its body; opening it counts a view',
  body: byId,
  data: articleDetail.extend({ hasVideo: z.boolean() }),
});

// ── Audio cards and games ────────────────────────────────────────────────────────────────────

export const audioCardCategory = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  cardCount: z.number().int().nonnegative(),
});
export type AudioCardCategory = z.output<typeof audioCardCategory>;

export const getAudioCardCat = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getAudioCardCat',
  summary: 'Audio card categories with how many cards each holds',
  body: paginationQuery,
  data: paged(audioCardCategory),
});

export const audioCard = z.object({
  id: z.string(),
  hanzi: z.string(),
  pinyin: z.string(),
  meaning: z.string(),
  /** A short-lived signed address of the card's sound, or null when it has none. */
  audioUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type AudioCard = z.output<typeof audioCard>;

export const getAudioCard = defineRoute({
  ...editorial,
  method: 'POST',
  path: '/api/Index/getAudioCard',
  summary: 'The cards of one category (id), in order, each with its sound behind a signed address',
  body: paginationQuery.extend({ id: contentId }),
  data: paged(audioCard).extend({ category: audioCardCategory }),
});
