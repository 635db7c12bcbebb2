import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvePost, listPendingPosts, rejectPost } from '@qiao/contracts/discussion';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { discussionKeys } from '../discussion-keys';

type Target = { kind: 'post' | 'reply'; id: string };

export function usePendingWriting(page: number) {
  return useQuery({
    queryKey: discussionKeys.pending(page),
    queryFn: ({ signal }) => callApi(listPendingPosts, pageRequest(page), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewWriting() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: discussionKeys.all });
  const approve = useMutation({
    mutationFn: (target: Target) => callApi(approvePost, target),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: (input: Target & { reason: string }) => callApi(rejectPost, input),
    onSettled,
  });
  return { approve, reject };
}
