import type { Language } from '@qiao/contracts/languages';

/** Query keys of certificates. Course titles come in every language; lists carry the language. */
export const certKeys = {
  all: ['certs'] as const,
  courses: (language: Language) => ['certs', 'courses', language] as const,
  conditions: (language: Language, courseId: string) =>
    ['certs', 'conditions', language, courseId] as const,
  applications: (page: number) => ['certs', 'applications', page] as const,
  mine: (page: number) => ['certs', 'mine', page] as const,
  adminQueue: (state: string, page: number) => ['certs', 'admin', 'queue', state, page] as const,
  adminIssued: (search: string, page: number) =>
    ['certs', 'admin', 'issued', search, page] as const,
  adminSettings: ['certs', 'admin', 'settings'] as const,
};
