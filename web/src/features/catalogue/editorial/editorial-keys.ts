import type { Language } from '@qiao/contracts/languages';

/** Query keys of the editorial sections; texts come in the interface language, so it ends each. */
export const editorialKeys = {
  all: ['editorial'] as const,
  list: (name: string, page: number, language: Language, filters: object = {}) =>
    ['editorial', 'list', name, page, filters, language] as const,
  detail: (name: string, id: string, language: Language) =>
    ['editorial', 'detail', name, id, language] as const,
  /** A page of what belongs to one item (a road's attachments, a category's cards). */
  detailPage: (name: string, id: string, page: number, language: Language) =>
    ['editorial', 'detail', name, id, page, language] as const,
};
