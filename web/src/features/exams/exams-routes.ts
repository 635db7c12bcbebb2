/**
 * Routes of mock exams (spec learning area §1): the papers by family and level, a paper's start
 * page, the exam itself (full screen, without the site's menu) and an attempt's result.
 */
export const EXAM_ROUTES = {
  list: '/pages/exam/list',
  start: '/pages/exam/start',
  paper: '/pages/exam/paper',
  result: '/pages/exam/result',
} as const;

/** Every exam page: the top menu's "Chinese test" is marked on each. */
export const EXAM_ACTIVE_ROUTES: readonly string[] = Object.values(EXAM_ROUTES);

const withQuery = (pathname: string, name: string, value: string | undefined) => ({
  pathname,
  search: value ? `?${new URLSearchParams({ [name]: value }).toString()}` : '',
});

/** The papers, optionally opened at one family (`hsk`, `yct`). */
export const examListLink = (family?: string) => withQuery(EXAM_ROUTES.list, 'family', family);
export const examStartLink = (paperId: string) => withQuery(EXAM_ROUTES.start, 'paperId', paperId);
export const examPaperLink = (attemptId: string) =>
  withQuery(EXAM_ROUTES.paper, 'attemptId', attemptId);
export const examResultLink = (attemptId: string) =>
  withQuery(EXAM_ROUTES.result, 'attemptId', attemptId);
