/** Query keys of learning records; a save invalidates the course's progress and the record. */
export const learningKeys = {
  all: ['learning'] as const,
  progress: (courseId: string) => ['learning', 'progress', courseId] as const,
  record: (contentId: string) => ['learning', 'record', contentId] as const,
  continue: (language: string) => ['learning', 'continue', language] as const,
  playAuth: (language: string, contentId: string) =>
    ['learning', 'play-auth', language, contentId] as const,
};
