/** Pages of the editorial sections (spec learning area §2); detail pages take `?id=<uuid>`. */
export const EDITORIAL_ROUTES = {
  newsList: '/pages/news_list/news_list',
  newsDetail: '/pages/news_list/news_detail',
  announcements: '/pages/announcement/announcement',
  caseList: '/pages/index/case_list',
  caseDetail: '/pages/index/case_detail',
  silkRoad: '/pages/silk_road/index',
  silkRoadDetail: '/pages/silk_road/detail',
  rainbowDragon: '/pages/rainbow-dragon/index',
  exploreChina: '/pages/new-discovered-China/new-discovered-China',
  cardCategories: '/pages/home/card-cat',
  cards: '/pages/home/card',
} as const;

/** Pages the library part builds, which these sections link to. */
export const LIBRARY_LINKS = {
  rainbowEbook: '/pages/rainbow-dragon/ebook',
  exploreBroadcast: '/pages/new-discovered-China-broadcast/new-discovered-China-broadcast',
} as const;

/** A link to a detail page: the route with the content's id in the hash query. */
export function detailLink(pathname: string, id: string) {
  return { pathname, search: `?${new URLSearchParams({ id }).toString()}` };
}
