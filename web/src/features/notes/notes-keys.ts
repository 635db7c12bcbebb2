import type { Language } from '@qiao/contracts/languages';

/** Query keys of the user's notes; a write invalidates `all` (lists of the hour and the course). */
export const notesKeys = {
  all: ['notes'] as const,
  hour: (language: Language, classHourId: string, page: number) =>
    ['notes', 'hour', classHourId, language, page] as const,
  course: (language: Language, courseId: string, page: number) =>
    ['notes', 'course', courseId, language, page] as const,
};
