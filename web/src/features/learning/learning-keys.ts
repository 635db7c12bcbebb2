/**
 * Query keys of learning records; a save invalidates the record and what it moves (a course's
 * progress, "continue learning", the personal centre's item lists). The MOOC player keys its
 * learning calls here too, so they share the `learning` prefix.
 */
export const learningKeys = {
  all: ['learning'] as const,
  progress: (courseId: string) => ['learning', 'progress', courseId] as const,
  record: (contentId: string) => ['learning', 'record', contentId] as const,
  continue: (language: string) => ['learning', 'continue', language] as const,
  /** "Continue learning" in every language. */
  continueAll: ['learning', 'continue'] as const,
  myItems: ['learning', 'my-items'] as const,
  myItemsPage: (list: string, language: string, page: number) =>
    ['learning', 'my-items', list, language, page] as const,
  myCourses: (language: string, page: number) =>
    ['learning', 'my-courses', language, page] as const,
  openHour: (classHourId: string) => ['learning', 'open-hour', classHourId] as const,
  playAuth: (language: string, contentId: string) =>
    ['learning', 'play-auth', language, contentId] as const,
};
