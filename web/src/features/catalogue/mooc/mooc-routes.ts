/**
 * Routes of MOOCs and live classes (spec learning area §2). The `v/mooc` routes show the same pages
 * as the course centre's own; class hours get their own page with the player, until then a class
 * hour opens inside its course's page (`hour` in the query).
 */
export const MOOC_LIST_ROUTE = '/pages/mooc_list/mooc_list';
export const MOOC_DETAILS_ROUTE = '/pages/mooc_details/mooc_details';
export const V_MOOC_LIST_ROUTE = '/pages/v/mooc/index';
export const V_MOOC_DETAIL_ROUTE = '/pages/v/mooc/detail';
export const V_MOOC_DETAIL_INDEX_ROUTE = '/pages/v/mooc/detail/index';
export const V_MOOC_CHAPTER_ROUTE = '/pages/v/mooc/detail/chapter';
export const LIVE_LIST_ROUTE = '/pages/index/course_list';
/** The library's video page plays a replay (by the replay's id) through its play-auth call. */
export const REPLAY_ROUTE = '/pages/video_details/video_details';

export function courseLink(courseId: string, hourId?: string) {
  const search = new URLSearchParams({ id: courseId });
  if (hourId) search.set('hour', hourId);
  return { pathname: MOOC_DETAILS_ROUTE, search: `?${search}` };
}

export function chapterLink(chapterId: string) {
  return { pathname: V_MOOC_CHAPTER_ROUTE, search: `?${new URLSearchParams({ id: chapterId })}` };
}

export function replayLink(replayId: string) {
  return { pathname: REPLAY_ROUTE, search: `?${new URLSearchParams({ id: replayId })}` };
}
