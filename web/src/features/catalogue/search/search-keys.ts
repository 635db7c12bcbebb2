import type { Language } from '@qiao/contracts/languages';
import type { SearchTab } from '@qiao/contracts/catalogue-home';

/** Query keys of the search calls; answers hold texts in one language. */
export const searchKeys = {
  hotWords: ['catalogue-home', 'hot-words'] as const,
  search: (language: Language, keyword: string, tab: SearchTab, page: number) =>
    ['catalogue-home', 'search', language, keyword, tab, page] as const,
};
