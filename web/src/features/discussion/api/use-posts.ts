import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPost,
  addPostLike,
  addPostShare,
  delPost,
  delPostLike,
  editPost,
  getPost,
  getPostList,
} from '@qiao/contracts/discussion';
import type { PostOrder } from '@qiao/contracts/discussion-rules';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { discussionKeys } from '../discussion-keys';

export function usePostList(courseId: string, order: PostOrder, page: number) {
  return useQuery({
    queryKey: discussionKeys.list(courseId, order, page),
    queryFn: ({ signal }) =>
      callApi(getPostList, { courseId, order, ...pageRequest(page) }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: discussionKeys.post(id),
    queryFn: ({ signal }) => callApi(getPost, { id }, { signal, silent: true }),
    enabled: id !== '',
  });
}

/** Every write reads the discussion again: counters and review marks come from the server. */
function useDiscussionWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

export function useAddPost() {
  return useDiscussionWrite((input: { courseId: string; title: string; content: string }) =>
    callApi(addPost, input),
  );
}

export function useEditPost() {
  return useDiscussionWrite((input: { id: string; title: string; content: string }) =>
    callApi(editPost, input),
  );
}

export function useDeletePost() {
  return useDiscussionWrite((id: string) => callApi(delPost, { id }));
}

export function useLikePost() {
  return useDiscussionWrite(({ id, like }: { id: string; like: boolean }) =>
    callApi(like ? addPostLike : delPostLike, { id }),
  );
}

export function useSharePost() {
  return useDiscussionWrite((id: string) => callApi(addPostShare, { id }));
}
