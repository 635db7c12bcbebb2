import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';

/** Pages of the editorial sections (spec learning area §2); detail pages take `?id=<uuid>`. */
export const EDITORIAL_ROUTES = {
  newsList: CATALOGUE_PAGES.newsList,
  newsDetail: CATALOGUE_PAGES.newsDetail,
  announcements: CATALOGUE_PAGES.announcements,
  // Only the web links to the list of cases.
  caseList: '/pages/index/case_list',
  caseDetail: CATALOGUE_PAGES.caseDetail,
  silkRoad: CATALOGUE_PAGES.silkRoad,
  silkRoadDetail: CATALOGUE_PAGES.silkRoadDetail,
  rainbowDragon: CATALOGUE_PAGES.rainbowIndex,
  exploreChina: CATALOGUE_PAGES.exploreChina,
  cardCategories: CATALOGUE_PAGES.audioCardCategories,
  cards: CATALOGUE_PAGES.audioCard,
} as const;

/** Pages the library part builds, which these sections link to. */
export const LIBRARY_LINKS = {
  rainbowEbook: CATALOGUE_PAGES.rainbowEbook,
  exploreBroadcast: CATALOGUE_PAGES.exploreBroadcast,
} as const;

/** A link to a detail page: the route with the content's id in the hash query. */
export function detailLink(pathname: string, id: string) {
  return { pathname, search: `?${new URLSearchParams({ id }).toString()}` };
}
