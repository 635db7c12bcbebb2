import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMoocDataList } from '@qiao/contracts/catalogue-mooc';
import { pageRequest } from '@qiao/contracts/pagination';
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
    ...pageRequest(query.page),
  };
  return useQuery({
    queryKey: moocKeys.list(language, request),
    queryFn: ({ signal }) => callApi(getMoocDataList, request, { signal }),
    placeholderData: keepPreviousData,
  });
}
