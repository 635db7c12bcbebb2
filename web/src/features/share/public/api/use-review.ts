import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveShare, listPendingShares, rejectShare } from '@qiao/contracts/share-public';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { publicShareKeys } from '../../share-keys';

export function usePendingShares(page: number) {
  return useQuery({
    queryKey: publicShareKeys.pending(page),
    queryFn: ({ signal }) => callApi(listPendingShares, pageRequest(page), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approving publishes at once, so zones are read again along with the pending list. */
export function useReviewShare() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: publicShareKeys.all });
  const approve = useMutation({
    mutationFn: (id: string) => callApi(approveShare, { id }),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: (input: { id: string; reason: string }) => callApi(rejectShare, input),
    onSettled,
  });
  return { approve, reject };
}
