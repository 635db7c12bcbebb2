import type { PostOrder } from '@qiao/contracts/discussion-rules';

/** Query keys of course discussions; any write invalidates `all`, which is cheap here. */
export const discussionKeys = {
  all: ['discussion'] as const,
  list: (courseId: string, order: PostOrder, page: number) =>
    ['discussion', 'list', courseId, order, page] as const,
  post: (id: string) => ['discussion', 'post', id] as const,
  replies: (postId: string, page: number) => ['discussion', 'replies', postId, page] as const,
  pending: (page: number) => ['discussion', 'pending', page] as const,
};
