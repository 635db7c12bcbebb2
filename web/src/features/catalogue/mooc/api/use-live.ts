import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getLiveCourseCreate, listReplayTree } from '@qiao/contracts/catalogue-mooc-live';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import type { LiveListQuery } from '../rules/live-list-query';
import { moocKeys } from '../mooc-keys';

/** One page of live classes of a live category; the status is the server's, at call time. */
export function useLiveClasses(query: LiveListQuery) {
  const { language } = useLanguage();
  const request = { cate: query.cate, ...pageRequest(query.page) };
  return useQuery({
    queryKey: moocKeys.live(language, request),
    queryFn: ({ signal }) => callApi(getLiveCourseCreate, request, { signal }),
    placeholderData: keepPreviousData,
    // A class may start or end while the page is open.
    refetchInterval: 60_000,
  });
}

export function useReplayTree() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.replays(language),
    queryFn: ({ signal }) => callApi(listReplayTree, {}, { signal }),
  });
}
