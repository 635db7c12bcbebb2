import type { Language } from '@qiao/contracts/languages';

/**
 * Query keys of mock exams. Paper titles come in the interface language, so lists carry it; an
 * attempt and a result are the same in every language apart from texts the page translates.
 */
export const examKeys = {
  all: ['exams'] as const,
  papers: (language: Language) => ['exams', 'papers', language] as const,
  yctCategory: (language: Language) => ['exams', 'yct-category', language] as const,
  yctCourses: (language: Language, level: number) =>
    ['exams', 'yct-courses', language, level] as const,
  canStart: (language: Language, paperId: string) =>
    ['exams', 'can-start', language, paperId] as const,
  attempt: (attemptId: string) => ['exams', 'attempt', attemptId] as const,
  result: (language: Language, attemptId: string) =>
    ['exams', 'result', language, attemptId] as const,
};
