import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getShareListPrivate, shareList } from '@qiao/contracts/share';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { shareKeys } from '../share-keys';

/** Which of my shares a list shows: "shared records" (public) or "shared link" (links). */
export type MyShareKind = 'public' | 'link';

/** One page (20, spec §9) of my shares of one kind, newest first. */
export function useMyShares(kind: MyShareKind, page: number) {
  return useQuery({
    queryKey: shareKeys.mineList(kind, page),
    queryFn: ({ signal }) => {
      const paging = pageRequest(page);
      return kind === 'link'
        ? callApi(getShareListPrivate, paging, { signal })
        : callApi(shareList, { ...paging, kind: 'public' }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * My public shares, to find one still in review that holds the files being shared. The largest
 * page the call allows; an owner with more public shares than that is not a case worth a loop.
 */
export function useMyPublicShares() {
  return useQuery({
    queryKey: shareKeys.pendingPublic,
    queryFn: ({ signal }) =>
      callApi(shareList, { currentPage: 1, pageCount: 100, kind: 'public' }, { signal }),
  });
}
