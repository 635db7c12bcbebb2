import { and, asc, count, eq } from 'drizzle-orm';
import { DISCUSSION_LIMITS, initialReviewState } from '@qiao/contracts/discussion-rules';
import type { RequestUser } from '../../platform/http/request-user';
import { presentReply } from './presenter';
import {
  authorNames,
  authorStanding,
  findVisiblePost,
  visibleWriting,
  type DiscussionContext,
} from './queries';
import { discussionReplies } from './tables';
import { bumpReplyCount } from './reply-count';
import { cleanRichText } from './writing-rules';

/** A post's replies the caller may see, oldest first. */
export async function listReplies(
  context: DiscussionContext,
  input: { postId: string; page: number; pageSize: number },
) {
  const post = await findVisiblePost(context, input.postId);
  const where = and(
    eq(discussionReplies.postId, post.id),
    visibleWriting(discussionReplies, context.user),
  );
  const [total] = await context.db.select({ value: count() }).from(discussionReplies).where(where);
  const rows = await context.db
    .select()
    .from(discussionReplies)
    .where(where)
    .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const names = await authorNames(
    context.db,
    rows.map((row) => row.authorId),
  );
  return {
    list: rows.map((row) => presentReply(row, names.get(row.authorId) ?? '')),
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
  const names = await authorNames(context.db, [row.authorId]);
  return presentReply(row, names.get(row.authorId) ?? '');
}
