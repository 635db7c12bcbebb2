import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPostReply,
  delPostReply,
  editPostReply,
  getPostReplyList,
} from '@qiao/contracts/discussion';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { discussionKeys } from '../discussion-keys';

export function useReplies(postId: string, page: number) {
  return useQuery({
    queryKey: discussionKeys.replies(postId, page),
    queryFn: ({ signal }) =>
      callApi(getPostReplyList, { postId, ...pageRequest(page) }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Every reply write reads the discussion again: the post's reply count comes from the server. */
function useReplyWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

export function useAddReply() {
  return useReplyWrite((input: { postId: string; content: string }) =>
    callApi(addPostReply, input),
  );
}

export function useEditReply() {
  return useReplyWrite((input: { id: string; content: string }) => callApi(editPostReply, input));
}

export function useDeleteReply() {
  return useReplyWrite((id: string) => callApi(delPostReply, { id }));
}
