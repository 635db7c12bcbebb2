import type { Language } from '@qiao/contracts/languages';
import type { SearchTab } from '@qiao/contracts/catalogue-home';

/** Query keys of the home and search calls; answers hold texts in one language. */
export const catalogueHomeKeys = {
  index: (language: Language) => ['catalogue-home', 'index', language] as const,
  hotWords: ['catalogue-home', 'hot-words'] as const,
  search: (language: Language, keyword: string, tab: SearchTab, page: number) =>
    ['catalogue-home', 'search', language, keyword, tab, page] as const,
};
