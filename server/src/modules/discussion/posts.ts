import { and, count, desc, eq } from 'drizzle-orm';
import type { PostOrder } from '@qiao/contracts/discussion-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import {
  DISCUSSION_LIMITS,
  initialReviewState,
  mayDeletePost,
  mayEditWriting,
  reviewStateAfterEdit,
} from '@qiao/contracts/discussion-rules';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { presentPost } from './presenter';
import {
  assertCourseVisible,
  authorNames,
  authorStanding,
  findVisiblePost,
  likedPosts,
  visibleWriting,
  type DiscussionContext,
} from './queries';
import { discussionPosts, type DiscussionPostRow } from './tables';
import { cleanRichText, cleanTitle } from './writing-rules';

async function present(context: DiscussionContext, rows: DiscussionPostRow[]) {
  const [names, liked] = await Promise.all([
    authorNames(
      context.db,
      rows.map((row) => row.authorId),
    ),
    likedPosts(
      context.db,
      rows.map((row) => row.id),
      context.user,
    ),
  ]);
  return rows.map((row) =>
    presentPost(row, {
      authorName: names.get(row.authorId) ?? '',
      liked: liked.has(row.id),
      user: context.user,
    }),
  );
}

/** A course's posts the caller may see, newest or most liked first. */
export async function listPosts(
  context: DiscussionContext,
  input: { courseId: string; order: PostOrder } & PageRequest,
) {
  const course = await assertCourseVisible(context, input.courseId);
  const where = and(
    eq(discussionPosts.courseId, course.id),
    visibleWriting(discussionPosts, context.user),
  );
  const order =
    input.order === 'hot'
      ? [desc(discussionPosts.likeCount), desc(discussionPosts.createdAt), desc(discussionPosts.id)]
      : [desc(discussionPosts.createdAt), desc(discussionPosts.id)];
  const [total] = await context.db.select({ value: count() }).from(discussionPosts).where(where);
  const rows = await onePage(
    context.db
      .select()
      .from(discussionPosts)
      .where(where)
      .orderBy(...order),
    input,
  );
  return { list: await present(context, rows), total: total?.value ?? 0 };
}

export async function getPost(context: DiscussionContext, id: string) {
  const post = await findVisiblePost(context, id);
  const [shown] = await present(context, [post]);
  return shown!;
}

/** Posts on a course the author may see; a new account's post waits for review. */
export async function addPost(
  context: DiscussionContext & { user: NonNullable<DiscussionContext['user']> },
  input: { courseId: string; title: string; content: string },
) {
  const title = cleanTitle(input.title);
  const content = cleanRichText(input.content, DISCUSSION_LIMITS.contentMaxLength);
  const course = await assertCourseVisible(context, input.courseId);
  const standing = await authorStanding(context.db, context.user);
  const [row] = await context.db
    .insert(discussionPosts)
    .values({
      courseId: course.id,
      authorId: context.user.id,
      title,
      content,
      reviewState: initialReviewState(standing, context.now ?? new Date()),
    })
    .returning();
  const [shown] = await present(context, [row!]);
  return shown!;
}

/**
 * Its author edits a post with the rules of adding one; the review state follows
 * `reviewStateAfterEdit`, and a post sent back to review loses its old decision.
 */
export async function editPost(
  context: DiscussionContext & { user: NonNullable<DiscussionContext['user']> },
  input: { id: string; title: string; content: string },
) {
  const post = await findVisiblePost(context, input.id);
  if (!mayEditWriting(post, context.user)) throw new AppError('postEditForbidden');
  const title = cleanTitle(input.title);
  const content = cleanRichText(input.content, DISCUSSION_LIMITS.contentMaxLength);
  const now = context.now ?? new Date();
  const standing = await authorStanding(context.db, context.user);
  const reviewState = reviewStateAfterEdit(post.reviewState, standing, now);
  const decision =
    reviewState === post.reviewState
      ? {}
      : { rejectReason: null, reviewedAt: null, reviewerId: null };
  const [row] = await context.db
    .update(discussionPosts)
    .set({ title, content, reviewState, editedAt: now, ...decision })
    .where(and(eq(discussionPosts.id, post.id), eq(discussionPosts.authorId, context.user.id)))
    .returning();
  if (!row) throw new AppError('postNotFound');
  const [shown] = await present(context, [row]);
  return shown!;
}

/** Its author or an admin deletes a post; its replies and likes go with it. */
export async function deletePost(
  context: DiscussionContext & { user: NonNullable<DiscussionContext['user']> },
  id: string,
) {
  const post = await findVisiblePost(context, id);
  if (!mayDeletePost(post, context.user)) throw new AppError('postDeleteForbidden');
  const [gone] = await context.db
    .delete(discussionPosts)
    .where(eq(discussionPosts.id, post.id))
    .returning({ id: discussionPosts.id });
  if (!gone) throw new AppError('postNotFound');
  return { id: gone.id };
}
