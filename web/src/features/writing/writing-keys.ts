/**
 * Query keys of the writing tool. Character data carries its meanings in every language, so the
 * lookups need no language; a learner's cards and attempts are kept per user.
 */
export const writingKeys = {
  all: ['writing'] as const,
  fontInfo: (char: string) => ['writing', 'font-info', char] as const,
  quickSearch: (q: string) => ['writing', 'quick-search', q] as const,
  searchFont: (q: string, category: string, page: number) =>
    ['writing', 'search-font', q, category, page] as const,
  categories: (kind: string) => ['writing', 'categories', kind] as const,
  /** Everything of one learner's: invalidated after each markFont. */
  learner: (userId: string) => ['writing', 'learner', userId] as const,
  writeLog: (userId: string, char: string) => ['writing', 'learner', userId, 'log', char] as const,
  myWriteLogList: (userId: string, due: boolean, page: number) =>
    ['writing', 'learner', userId, 'list', due, page] as const,
};
