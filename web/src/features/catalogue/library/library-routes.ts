import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';

/** The library's pages (spec learning area §2); detail pages take the content's uuid as `id`. */
export const LIBRARY_ROUTES = {
  weikeList: CATALOGUE_PAGES.weikeList,
  // Only the web links here (the series list); the server names a series by its own page.
  weikeSeriesList: '/pages/wk_series_list/wk_series_list',
  weikeSeries: CATALOGUE_PAGES.weikeSerie,
  weikeDetails: CATALOGUE_PAGES.weikeDetails,
  videoList: CATALOGUE_PAGES.videoList,
  videoDetails: CATALOGUE_PAGES.videoDetails,
  ebookList: CATALOGUE_PAGES.ebookList,
  ebookReader: CATALOGUE_PAGES.ebookReader,
  rainbowEbook: CATALOGUE_PAGES.rainbowEbook,
  documentList: CATALOGUE_PAGES.documentList,
  documentReader: CATALOGUE_PAGES.documentReader,
  broadcast: CATALOGUE_PAGES.exploreBroadcast,
} as const;

/** A detail page's address for one piece of content. */
export function detailPath(route: string, id: string): string {
  return `${route}?${new URLSearchParams({ id }).toString()}`;
}
