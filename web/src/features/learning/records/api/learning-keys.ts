/**
 * Query keys of learning records; a save invalidates the record and what it moves (a course's
 * progress, the personal centre's item lists).
 */
export const learningKeys = {
  all: ['learning'] as const,
  progress: (courseId: string) => ['learning', 'progress', courseId] as const,
  record: (contentId: string) => ['learning', 'record', contentId] as const,
  continue: (language: string) => ['learning', 'continue', language] as const,
  myItems: ['learning', 'my-items'] as const,
  playAuth: (language: string, contentId: string) =>
    ['learning', 'play-auth', language, contentId] as const,
};
