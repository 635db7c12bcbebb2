import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMoocDataList } from '@qiao/contracts/catalogue-mooc';
import { LIMITS } from '@qiao/contracts/limits';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import type { MoocListQuery } from '../rules/mooc-list-query';
import { moocKeys } from '../mooc-keys';

/** One page (20, spec §9) of the courses matching the list's filters. */
export function useMoocList(query: MoocListQuery) {
  const { language } = useLanguage();
  const request = {
    object: query.object,
    difficulty: query.difficulty,
    direction: query.direction,
    category: query.category,
    keyword: query.keyword || undefined,
    currentPage: query.page,
    pageCount: LIMITS.defaultPageSize,
  };
  return useQuery({
    queryKey: moocKeys.list(language, request),
    queryFn: ({ signal }) => callApi(getMoocDataList, request, { signal }),
    placeholderData: keepPreviousData,
  });
}
