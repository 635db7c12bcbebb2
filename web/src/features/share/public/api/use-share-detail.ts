import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPublicShareDetail, shareViews } from '@qiao/contracts/share-public';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import type { ShareLocation } from '../rules/share-location';
import { publicShareKeys } from '../../share-keys';

/** A published share with the items of the folder open inside it. */
export function useShareDetail(location: ShareLocation, page: number) {
  return useQuery({
    queryKey: publicShareKeys.detail(location.shareBatchNum, location.filePath, page),
    queryFn: ({ signal }) =>
      callApi(
        getPublicShareDetail,
        { ...location, ...pageRequest(page) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Opening the page counts a view; the server counts each visitor once, so a reload or a second
 * folder does not inflate it. The answer refreshes the counters already on screen.
 */
export function useCountView(shareBatchNum: string, ready: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || counted.current === shareBatchNum) return;
    counted.current = shareBatchNum;
    void callApi(shareViews, { shareBatchNum }, { silent: true })
      .then(() => queryClient.invalidateQueries({ queryKey: publicShareKeys.all }))
      .catch(() => undefined);
  }, [shareBatchNum, ready, queryClient]);
}
