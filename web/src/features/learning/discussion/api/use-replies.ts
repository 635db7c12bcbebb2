import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPostReply, getPostReplyList } from '@qiao/contracts/discussion';
import { LIMITS } from '@qiao/contracts/limits';
import { callApi } from '../../../../api/call-api';
import { discussionKeys } from './discussion-keys';

export function useReplies(postId: string, page: number) {
  return useQuery({
    queryKey: discussionKeys.replies(postId, page),
    queryFn: ({ signal }) =>
      callApi(
        getPostReplyList,
        { postId, currentPage: page, pageCount: LIMITS.defaultPageSize },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAddReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; content: string }) => callApi(addPostReply, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}
