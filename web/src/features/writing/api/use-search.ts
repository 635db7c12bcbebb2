import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClassifyList, queryQuickSearch, searchFont } from '@qiao/contracts/writing-calls';
import type { CategoryKind } from '@qiao/contracts/writing';
import { callWriting } from './call-writing';
import { writingKeys } from '../writing-keys';

/**
 * As-you-type suggestions (character, pinyin with or without tones, English or Arabic meaning).
 * Silent: a query the search cannot read is shown beside the box, not toasted at each key.
 */
export function useQuickSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: writingKeys.quickSearch(query),
    queryFn: ({ signal }) => callWriting(queryQuickSearch, { q: query }, { signal, silent: true }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** Characters of a text, a search or a category, a page at a time. */
export function useSearchFont(params: { q?: string; category?: string; page?: number }) {
  const { q = '', category = '', page = 1 } = params;
  return useQuery({
    queryKey: writingKeys.searchFont(q, category, page),
    queryFn: ({ signal }) =>
      callWriting(
        searchFont,
        { ...(q ? { q } : {}), ...(category ? { category } : {}), currentPage: page },
        { signal },
      ),
    enabled: Boolean(q || category),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The categories characters are grouped in, of one kind or all. */
export function useWritingCategories(kind?: CategoryKind) {
  return useQuery({
    queryKey: writingKeys.categories(kind ?? ''),
    queryFn: ({ signal }) => callWriting(queryClassifyList, kind ? { kind } : {}, { signal }),
    staleTime: Infinity,
  });
}
