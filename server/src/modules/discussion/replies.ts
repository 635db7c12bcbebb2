import { and, asc, count, eq } from 'drizzle-orm';
import {
  DISCUSSION_LIMITS,
  initialReviewState,
  mayDeleteWriting,
  mayEditWriting,
  reviewStateAfterEdit,
  type ReviewState,
} from '@qiao/contracts/discussion-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { presentReply } from './presenter';
import {
  authorNames,
  authorStanding,
  findVisiblePost,
  visibleWriting,
  type DiscussionContext,
} from './queries';
import { discussionPosts, discussionReplies, type DiscussionReplyRow } from './tables';
import { bumpReplyCount, moveReplyCount } from './reply-count';
import { cleanRichText } from './writing-rules';

/** A post's replies the caller may see, oldest first. */
export async function listReplies(
  context: DiscussionContext,
  input: { postId: string } & PageRequest,
) {
  const post = await findVisiblePost(context, input.postId);
  const where = and(
    eq(discussionReplies.postId, post.id),
    visibleWriting(discussionReplies, context.user),
  );
  const [total] = await context.db.select({ value: count() }).from(discussionReplies).where(where);
  const rows = await onePage(
    context.db
      .select()
      .from(discussionReplies)
      .where(where)
      .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id)),
    input,
  );
  const names = await authorNames(
    context.db,
    rows.map((row) => row.authorId),
  );
  return {
    list: rows.map((row) =>
      presentReply(row, { authorName: names.get(row.authorId) ?? '', user: context.user }),
    ),
    total: total?.value ?? 0,
  };
}

/** Replies to a post the author may see; approved replies count on the post at once. */
export async function addReply(
  context: DiscussionContext & { user: RequestUser },
  input: { postId: string; content: string },
) {
  const content = cleanRichText(input.content, DISCUSSION_LIMITS.replyMaxLength);
  const post = await findVisiblePost(context, input.postId);
  const standing = await authorStanding(context.db, context.user);
  const reviewState = initialReviewState(standing, context.now ?? new Date());
  const row = await context.db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(discussionReplies)
      .values({ postId: post.id, authorId: context.user.id, content, reviewState })
      .returning();
    if (reviewState === 'approved') await bumpReplyCount(tx, post.id);
    return reply!;
  });
  return presentOne(context, row);
}

async function presentOne(context: DiscussionContext, row: DiscussionReplyRow) {
  const names = await authorNames(context.db, [row.authorId]);
  return presentReply(row, { authorName: names.get(row.authorId) ?? '', user: context.user });
}

/** A reply the caller may see, under a post (and course) they may see; "reply not found" else. */
async function findVisibleReply(context: DiscussionContext, id: string) {
  const [reply] = await context.db
    .select()
    .from(discussionReplies)
    .where(and(eq(discussionReplies.id, id), visibleWriting(discussionReplies, context.user)));
  if (!reply) throw new AppError('replyNotFound');
  try {
    await findVisiblePost(context, reply.postId);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('replyNotFound');
    throw error;
  }
  return reply;
}

/** +1, -1 or 0: how a change of review state moves the post's count of readable replies. */
function countChange(before: ReviewState, after: ReviewState): 1 | -1 | 0 {
  if (before === after) return 0;
  if (after === 'approved') return 1;
  return before === 'approved' ? -1 : 0;
}

/**
 * Its author edits a reply; the review state follows `reviewStateAfterEdit`, and the post's count
 * moves with it in the same transaction, the reply's row locked against a review at that moment.
 */
export async function editReply(
  context: DiscussionContext & { user: RequestUser },
  input: { id: string; content: string },
) {
  const found = await findVisibleReply(context, input.id);
  if (!mayEditWriting(found, context.user)) throw new AppError('replyEditForbidden');
  const content = cleanRichText(input.content, DISCUSSION_LIMITS.replyMaxLength);
  const now = context.now ?? new Date();
  const standing = await authorStanding(context.db, context.user);
  const row = await context.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(discussionReplies)
      .where(eq(discussionReplies.id, found.id))
      .for('update');
    if (!current) throw new AppError('replyNotFound');
    const reviewState = reviewStateAfterEdit(current.reviewState, standing, now);
    const decision =
      reviewState === current.reviewState
        ? {}
        : { rejectReason: null, reviewedAt: null, reviewerId: null };
    const [updated] = await tx
      .update(discussionReplies)
      .set({ content, reviewState, editedAt: now, ...decision })
      .where(eq(discussionReplies.id, current.id))
      .returning();
    const change = countChange(current.reviewState, reviewState);
    if (change !== 0) await moveReplyCount(tx, current.postId, change);
    return updated!;
  });
  return presentOne(context, row);
}

/** Its author or an admin deletes a reply; a readable one leaves the post's count with it. */
export async function deleteReply(context: DiscussionContext & { user: RequestUser }, id: string) {
  const found = await findVisibleReply(context, id);
  if (!mayDeleteWriting(found, context.user)) throw new AppError('replyDeleteForbidden');
  return context.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(discussionReplies)
      .where(eq(discussionReplies.id, found.id))
      .returning({
        id: discussionReplies.id,
        postId: discussionReplies.postId,
        reviewState: discussionReplies.reviewState,
      });
    if (!gone) throw new AppError('replyNotFound');
    if (gone.reviewState === 'approved') await moveReplyCount(tx, gone.postId, -1);
    const [post] = await tx
      .select({ replyCount: discussionPosts.replyCount })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, gone.postId));
    return { id: gone.id, postId: gone.postId, replyCount: post?.replyCount ?? 0 };
  });
}
