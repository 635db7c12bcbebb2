import { useQuery } from '@tanstack/react-query';
import { getSearchKeyword } from '@qiao/contracts/catalogue-home';
import { callApi } from '../../../../api/call-api';
import { searchKeys } from '../search-keys';

/** Hot search words: pinned first, then the most searched. */
export function useHotWords() {
  return useQuery({
    queryKey: searchKeys.hotWords,
    queryFn: ({ signal }) => callApi(getSearchKeyword, undefined, { signal }),
    staleTime: 60_000,
  });
}
