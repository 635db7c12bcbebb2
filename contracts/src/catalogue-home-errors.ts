import type { CatalogueEntry } from './error-entry';

/** The new home and search. Part of the one catalogue assembled in errors.ts. */
export const HOME_ERRORS = {
  // The new home and search: codes 3580–3599.
  searchNothingToFind: {
    code: 3580,
    httpStatus: 200,
    message: {
      ar: 'لا تحتوي كلمة البحث على حروف أو أرقام يمكن البحث عنها',
      zh: '搜索关键词中没有可搜索的文字或数字',
      en: 'The search has no letters or digits to look for',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
