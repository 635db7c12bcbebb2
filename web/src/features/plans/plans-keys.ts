import type { Language } from '@qiao/contracts/languages';

/**
 * Query keys of study plans. Answers carry course and item titles in the interface language, so
 * the language is part of each key; any change to a plan invalidates `all` (plans are small and a
 * change moves items across days, counts and calendars at once).
 */
export const planKeys = {
  all: ['plans'] as const,
  courseIsSet: (courseId: string) => ['plans', 'course-is-set', courseId] as const,
  running: (language: Language) => ['plans', 'running', language] as const,
  list: (language: Language, state: string, page: number) =>
    ['plans', 'list', language, state, page] as const,
  unfinished: ['plans', 'unfinished'] as const,
  week: (language: Language, planId: string, date: string) =>
    ['plans', 'week', language, planId, date] as const,
  counts: (planId: string) => ['plans', 'counts', planId] as const,
  dayLoad: (language: Language, planId: string) => ['plans', 'day-load', language, planId] as const,
  courseDetail: (language: Language, planId: string, courseId: string) =>
    ['plans', 'course-detail', language, planId, courseId] as const,
  month: (language: Language, planId: string | null, month: string) =>
    ['plans', 'month', language, planId ?? 'all', month] as const,
  dates: (language: Language, from: string, to: string) =>
    ['plans', 'dates', language, from, to] as const,
  series: (language: Language, page: number) => ['plans', 'series', language, page] as const,
  seriesDetail: (language: Language, id: string) =>
    ['plans', 'series-detail', language, id] as const,
  proposal: (request: object) => ['plans', 'proposal', request] as const,
  oldPlan: (language: Language, planId: string | null) =>
    ['plans', 'old', language, planId ?? 'newest'] as const,
  oldCourses: (language: Language, planId: string) =>
    ['plans', 'old-courses', language, planId] as const,
  finished: (planId: string) => ['plans', 'finished', planId] as const,
  feed: ['plans-feed'] as const,
  courses: (language: Language, keyword: string) =>
    ['plans', 'course-choice', language, keyword] as const,
};
