import { and, eq, sql } from 'drizzle-orm';
import { postLinkPath } from '@qiao/contracts/discussion-rules';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { findVisiblePost, type DiscussionContext } from './queries';
import { discussionPostLikes, discussionPosts } from './tables';

type SignedIn = DiscussionContext & { user: RequestUser };

/** One like per user and post: the like's key refuses a second, and the count moves with it. */
export async function likePost(context: SignedIn, id: string) {
  const post = await findVisiblePost(context, id);
  if (post.reviewState !== 'approved') throw new AppError('postAwaitingReview');
  return context.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(discussionPostLikes)
      .values({ postId: post.id, userId: context.user.id })
      .onConflictDoNothing()
      .returning({ postId: discussionPostLikes.postId });
    if (!added) throw new AppError('postAlreadyLiked');
    const [row] = await tx
      .update(discussionPosts)
      .set({ likeCount: sql`${discussionPosts.likeCount} + 1` })
      .where(eq(discussionPosts.id, post.id))
      .returning({ likeCount: discussionPosts.likeCount });
    return { liked: true, likeCount: row?.likeCount ?? 0 };
  });
}

export async function unlikePost(context: SignedIn, id: string) {
  const post = await findVisiblePost(context, id);
  return context.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(discussionPostLikes)
      .where(
        and(
          eq(discussionPostLikes.postId, post.id),
          eq(discussionPostLikes.userId, context.user.id),
        ),
      )
      .returning({ postId: discussionPostLikes.postId });
    if (!removed) throw new AppError('postNotLiked');
    const [row] = await tx
      .update(discussionPosts)
      .set({ likeCount: sql`greatest(${discussionPosts.likeCount} - 1, 0)` })
      .where(eq(discussionPosts.id, post.id))
      .returning({ likeCount: discussionPosts.likeCount });
    return { liked: false, likeCount: row?.likeCount ?? 0 };
  });
}

/** Counts a share of an approved post and gives the link path the web copies. */
export async function sharePost(context: DiscussionContext, id: string) {
  const post = await findVisiblePost(context, id);
  if (post.reviewState !== 'approved') throw new AppError('postAwaitingReview');
  const [row] = await context.db
    .update(discussionPosts)
    .set({ shareCount: sql`${discussionPosts.shareCount} + 1` })
    .where(eq(discussionPosts.id, post.id))
    .returning({ shareCount: discussionPosts.shareCount });
  if (!row) throw new AppError('postNotFound');
  return { shareCount: row.shareCount, path: postLinkPath(post.courseId, post.id) };
}
