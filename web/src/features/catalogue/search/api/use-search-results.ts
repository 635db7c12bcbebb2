import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchContent, type SearchTab } from '@qiao/contracts/catalogue-home';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import { searchKeys } from '../search-keys';

/** One page of one tab of results; nothing is asked for an empty keyword. */
export function useSearchResults(keyword: string, tab: SearchTab, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: searchKeys.search(language, keyword, tab, page),
    queryFn: ({ signal }) =>
      callApi(searchContent, { keyword, tab, ...pageRequest(page) }, { signal }),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
