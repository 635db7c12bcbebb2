import {
  CATALOGUE_PAGES,
  CLASS_HOUR_PDF_ROUTE,
  CLASS_HOUR_ROUTE,
  V_CLASS_HOUR_PDF_ROUTE,
  V_CLASS_HOUR_ROUTE,
} from '@qiao/contracts/catalogue-pages';

/**
 * Routes of MOOCs and live classes (spec learning area §2). The `v/mooc` routes show the same pages
 * as the course centre's own. A class hour opens on its own page with the player; its `pdf` twin
 * opens the class hour's document first.
 */
export const MOOC_LIST_ROUTE = CATALOGUE_PAGES.moocList;
export const MOOC_DETAILS_ROUTE = CATALOGUE_PAGES.moocDetails;
export const V_MOOC_LIST_ROUTE = '/pages/v/mooc/index';
export const V_MOOC_DETAIL_ROUTE = '/pages/v/mooc/detail';
export const V_MOOC_DETAIL_INDEX_ROUTE = '/pages/v/mooc/detail/index';
export const V_MOOC_CHAPTER_ROUTE = '/pages/v/mooc/detail/chapter';
export const LIVE_LIST_ROUTE = CATALOGUE_PAGES.liveList;
/** The library's video page plays a replay (by the replay's id) through its play-auth call. */
export const REPLAY_ROUTE = CATALOGUE_PAGES.videoDetails;

export { CLASS_HOUR_PDF_ROUTE, CLASS_HOUR_ROUTE, V_CLASS_HOUR_PDF_ROUTE, V_CLASS_HOUR_ROUTE };

/** A course's page; with a class hour, that class hour's own page. */
export function courseLink(courseId: string, hourId?: string) {
  if (hourId) return classHourLink(hourId);
  return { pathname: MOOC_DETAILS_ROUTE, search: `?${new URLSearchParams({ id: courseId })}` };
}

/**
 * A class hour's page, optionally on one of its contents (a document opens on the pdf page), and
 * optionally at a second of its video (`t`, where a note is pinned).
 */
export function classHourLink(
  hourId: string,
  content?: { id: string; kind: string },
  atSecond?: number | null,
) {
  const search = new URLSearchParams({ id: hourId });
  if (content) search.set('content', content.id);
  if (atSecond !== undefined && atSecond !== null) search.set('t', String(atSecond));
  const pathname = content?.kind === 'document' ? CLASS_HOUR_PDF_ROUTE : CLASS_HOUR_ROUTE;
  return { pathname, search: `?${search}` };
}

export function chapterLink(chapterId: string) {
  return { pathname: V_MOOC_CHAPTER_ROUTE, search: `?${new URLSearchParams({ id: chapterId })}` };
}

export function replayLink(replayId: string) {
  return { pathname: REPLAY_ROUTE, search: `?${new URLSearchParams({ id: replayId })}` };
}

/** The second a class hour's page was asked to start its video at (`t`), when it is a sane one. */
export function startSecondOf(search: URLSearchParams): number | undefined {
  const raw = search.get('t');
  if (raw === null || !/^\d{1,5}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}
