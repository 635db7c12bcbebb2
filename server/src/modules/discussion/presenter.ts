import type { DiscussionPost, DiscussionReply } from '@qiao/contracts/discussion';
import { mayDeleteWriting, mayEditWriting } from '@qiao/contracts/discussion-rules';
import type { RequestUser } from '../../platform/http/request-user';
import type { DiscussionPostRow, DiscussionReplyRow } from './tables';

/** A post as the caller sees it, with what they may do with it. */
export function presentPost(
  row: DiscussionPostRow,
  extras: { authorName: string; liked: boolean; user: RequestUser | null },
): DiscussionPost {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    content: row.content,
    authorId: row.authorId,
    authorName: extras.authorName,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    shareCount: row.shareCount,
    reviewState: row.reviewState,
    rejectReason: row.reviewState === 'rejected' ? (row.rejectReason ?? '') : null,
    liked: extras.liked,
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: mayEditWriting(row, extras.user),
    canDelete: mayDeleteWriting(row, extras.user),
  };
}

/** A reply as the caller sees it, with what they may do with it. */
export function presentReply(
  row: DiscussionReplyRow,
  extras: { authorName: string; user: RequestUser | null },
): DiscussionReply {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    authorId: row.authorId,
    authorName: extras.authorName,
    createdAt: row.createdAt.toISOString(),
    reviewState: row.reviewState,
    rejectReason: row.reviewState === 'rejected' ? (row.rejectReason ?? '') : null,
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: mayEditWriting(row, extras.user),
    canDelete: mayDeleteWriting(row, extras.user),
  };
}
