/**
 * Routes of certificates (spec learning area §2): apply for a course's certificate, check the
 * applications. My certificates and the admin page are opened from the account menu, so their
 * addresses live with the menu (session/menu-routes.ts).
 */
export const CERT_ROUTES = {
  apply: '/pages/cert/apply',
  check: '/pages/cert/check',
  verify: '/pages/cert/verify',
} as const;

/**
 * The public verify page is drawn by the server at this real path (it works without the app's
 * script), so it is opened with a full page load, never as a hash route.
 */
export const CERT_VERIFY_PAGE = CERT_ROUTES.verify;

/** The apply page, optionally opened at one course. */
export const certApplyLink = (courseId?: string) => ({
  pathname: CERT_ROUTES.apply,
  search: courseId ? `?${new URLSearchParams({ courseId }).toString()}` : '',
});

/** Where a learner without a passed exam goes to take one: the mock exams. */
export { EXAM_ROUTES } from '../exams/exams-routes';

/** The server's verify page in the interface language, with any question it was asked. */
export function certVerifyHref(language: string, search = ''): string {
  const query = new URLSearchParams(search);
  if (!query.has('lang')) query.set('lang', language);
  return `${CERT_VERIFY_PAGE}?${query.toString()}`;
}
