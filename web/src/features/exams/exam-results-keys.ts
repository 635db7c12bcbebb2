import type { Language } from '@qiao/contracts/languages';

/**
 * Query keys of exam results and lesson tests. Paper titles come in the caller's language, so the
 * lists are kept per language; handing in a lesson test invalidates `lessonTests`.
 */
export const examResultKeys = {
  mine: (language: Language, page: number, pageCount: number) =>
    ['exam-results', 'mine', language, page, pageCount] as const,
  learners: (language: Language, learner: string, page: number) =>
    ['exam-results', 'learners', language, learner, page] as const,
  lessonTests: ['lesson-tests'] as const,
  lessonTest: (contentId: string) => ['lesson-tests', 'test', contentId] as const,
  courseAccuracy: (courseId: string) => ['lesson-tests', 'course', courseId] as const,
};
