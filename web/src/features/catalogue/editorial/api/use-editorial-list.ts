import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAudioCardCat,
  getCaseListLocal,
  getExploreChinaList,
  getHotNews,
  getNormalNotice,
  getRainbowList,
  getRoadList,
  type CaseFilters,
} from '@qiao/contracts/catalogue-editorial';
import { pageRequest } from '@qiao/contracts/pagination';
import type { RouteInput } from '@qiao/contracts/route';
import { useLanguage } from '../../../../hooks/use-language';
import { callApi } from '../../../../api/call-api';
import { editorialKeys } from '../editorial-keys';

/** The paged lists, one contract each; the page number lives in the address. */
export const EDITORIAL_LISTS = {
  news: getHotNews,
  notices: getNormalNotice,
  road: getRoadList,
  rainbow: getRainbowList,
  explore: getExploreChinaList,
  cardCategories: getAudioCardCat,
} as const;
export type EditorialList = keyof typeof EDITORIAL_LISTS;

/** One page of a list, in the interface language (texts are picked on the server). */
export function useEditorialList<L extends EditorialList>(name: L, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: editorialKeys.list(name, page, language),
    // Every list takes the same paging body; TypeScript cannot see that through the generic key.
    queryFn: ({ signal }) =>
      callApi(EDITORIAL_LISTS[name], pageRequest(page) as RouteInput<(typeof EDITORIAL_LISTS)[L]>, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseList(page: number, filters: CaseFilters) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: editorialKeys.list('cases', page, language, filters),
    queryFn: ({ signal }) =>
      callApi(getCaseListLocal, { ...pageRequest(page), ...filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
