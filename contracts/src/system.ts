import { z } from 'zod';
import { defineRoute } from './route';
import { LANGUAGES, SPEC_LANGUAGE_CODES } from './languages';

/** What the shell needs to know about the running platform. */
export const appInfo = defineRoute({
  method: 'GET',
  path: '/api/app/info',
  summary: 'Version, languages and deployment mode of the running platform',
  tags: ['system'],
  noLogin: true,
  data: z.object({
    name: z.literal('Qiao'),
    version: z.string(),
    languages: z.array(z.enum(LANGUAGES)),
    specLanguageCodes: z.array(z.enum(SPEC_LANGUAGE_CODES)),
    defaultLanguage: z.enum(LANGUAGES),
    database: z.enum(['pglite', 'postgres']),
    /** The external Chinese-test site (HSK, YCT registration) the top menu links to. */
    examSiteUrl: z.string(),
  }),
});

export const healthStatus = z.object({
  status: z.enum(['ok', 'unavailable']),
});
