/** The library's pages (spec learning area §2); detail pages take the content's uuid as `id`. */
export const LIBRARY_ROUTES = {
  weikeList: '/pages/weike_list/weike_list',
  weikeSeriesList: '/pages/wk_series_list/wk_series_list',
  weikeSeries: '/pages/weike_serie/weike_serie',
  weikeDetails: '/pages/weike_details/weike_details',
  videoList: '/pages/video_list/video_list',
  videoDetails: '/pages/video_details/video_details',
  ebookList: '/pages/ebook_list/ebook_list',
  ebookReader: '/pages/ebook_list/ebook',
  rainbowEbook: '/pages/rainbow-dragon/ebook',
  documentList: '/pages/document/document',
  documentReader: '/pages/document/document_detail',
  broadcast: '/pages/new-discovered-China-broadcast/new-discovered-China-broadcast',
} as const;

/** A detail page's address for one piece of content. */
export function detailPath(route: string, id: string): string {
  return `${route}?${new URLSearchParams({ id }).toString()}`;
}
