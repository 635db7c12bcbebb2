import type { CollectionKind, ItemKind } from './catalogue';

/**
 * The learner's page of each kind of catalogue content (hash routes of spec §2, as the parts agreed
 * them). The server names a result's page with these; the web links its menus and "more" links to
 * the list pages. Detail pages take the content's uuid as `id`.
 */
export const CATALOGUE_PAGES = {
  moocList: '/pages/mooc_list/mooc_list',
  moocDetails: '/pages/mooc_details/mooc_details',
  liveList: '/pages/index/course_list',
  weikeList: '/pages/weike_list/weike_list',
  weikeDetails: '/pages/weike_details/weike_details',
  weikeSerie: '/pages/weike_serie/weike_serie',
  videoList: '/pages/video_list/video_list',
  videoDetails: '/pages/video_details/video_details',
  ebookList: '/pages/ebook_list/ebook_list',
  ebookReader: '/pages/ebook_list/ebook',
  rainbowEbook: '/pages/rainbow-dragon/ebook',
  documentList: '/pages/document/document',
  documentReader: '/pages/document/document_detail',
  newsList: '/pages/news_list/news_list',
  newsDetail: '/pages/news_list/news_detail',
  announcements: '/pages/announcement/announcement',
  caseDetail: '/pages/index/case_detail',
  silkRoad: '/pages/silk_road/index',
  silkRoadDetail: '/pages/silk_road/detail',
  rainbowIndex: '/pages/rainbow-dragon/index',
  exploreChina: '/pages/new-discovered-China/new-discovered-China',
  exploreBroadcast: '/pages/new-discovered-China-broadcast/new-discovered-China-broadcast',
  audioCard: '/pages/home/card',
  audioCardCategories: '/pages/home/card-cat',
} as const;

/** What a search result or a home card can be: a course, a single item or a group of items. */
export type ContentKind = 'course' | ItemKind | CollectionKind;

/** Where a piece of content sits, when its page depends on it (a rainbow e-book, an audio card). */
export interface ContentPlace {
  kind: ContentKind;
  id: string;
  /** The collection an item belongs to, if any. */
  collection?: { id: string; kind: CollectionKind } | null;
}

const withId = (page: string, id: string, name = 'id') =>
  `${page}?${name}=${encodeURIComponent(id)}`;

/** The hash route that opens a piece of content for a learner. */
export function contentPageRoute({ kind, id, collection }: ContentPlace): string {
  const P = CATALOGUE_PAGES;
  switch (kind) {
    case 'course':
      return withId(P.moocDetails, id);
    case 'weike':
      return withId(P.weikeDetails, id);
    case 'weike_series':
      return withId(P.weikeSerie, id);
    case 'video':
      return withId(P.videoDetails, id);
    case 'discover_category':
      return withId(P.videoList, id, 'cid');
    case 'ebook':
      // The rainbow-dragon e-book opens in its section's own reader page.
      return withId(collection?.kind === 'rainbow_section' ? P.rainbowEbook : P.ebookReader, id);
    case 'document':
      return withId(P.documentReader, id);
    case 'news':
      return withId(P.newsDetail, id);
    case 'notice':
      return withId(P.announcements, id);
    case 'case':
      return withId(P.caseDetail, id);
    case 'road':
      return withId(P.silkRoadDetail, id);
    case 'road_section':
      return P.silkRoad;
    case 'rainbow':
    case 'rainbow_section':
      return P.rainbowIndex;
    case 'explore':
      return withId(P.exploreBroadcast, id);
    case 'explore_section':
      return P.exploreChina;
    case 'audio_card':
      return collection ? withId(P.audioCard, collection.id) : P.audioCardCategories;
    case 'audio_card_category':
      return withId(P.audioCard, id);
    case 'live':
    case 'replay':
    case 'replay_group':
      return P.liveList;
  }
}

/** The home's two addresses (spec §2: the site root and new-home); both draw the same page. */
export const NEW_HOME_ROUTE = '/pages/new-home/new-home';
export const HOME_ROUTES = ['/', NEW_HOME_ROUTE] as const;

/**
 * A class hour's pages: its video page and its `pdf` twin, which opens the hour's document first,
 * each also under `/pages/v/` (the course centre's copy). They take the class hour's uuid as `id`.
 */
export const CLASS_HOUR_ROUTE = '/pages/mooc_details_son/mooc_details_son';
export const CLASS_HOUR_PDF_ROUTE = '/pages/mooc_details_son/pdf';
export const V_CLASS_HOUR_ROUTE = '/pages/v/mooc/mooc_details_son/mooc_details_son';
export const V_CLASS_HOUR_PDF_ROUTE = '/pages/v/mooc/mooc_details_son/pdf';
export const CLASS_HOUR_ROUTES = [
  CLASS_HOUR_ROUTE,
  CLASS_HOUR_PDF_ROUTE,
  V_CLASS_HOUR_ROUTE,
  V_CLASS_HOUR_PDF_ROUTE,
] as const;
