/**
 * The start page of a mock paper, where a search card of the "exams" tab leads. The web's exam
 * pages own the address (web/src/features/exams/exams-routes.ts); the server writes it only here.
 */
export function examStartRoute(paperId: string): string {
  return `/pages/exam/start?paperId=${encodeURIComponent(paperId)}`;
}
