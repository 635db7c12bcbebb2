import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthorStanding } from '@qiao/contracts/discussion-rules';
import { defineAbilityFor } from '@qiao/contracts/permissions';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { findVisibleCourse, isRowId, viewerOf } from '../catalogue';
import { users } from '../users';
import { discussionPostLikes, discussionPosts, discussionReplies } from './tables';

/** What every discussion read and write knows: the database and who is calling. */
export interface DiscussionContext {
  db: Db;
  user: RequestUser | null;
  now?: Date;
}

/**
 * The SQL side of `maySeePost` for posts and replies: approved writing for all, the caller's own
 * pending or rejected writing for them, everything for whoever reviews it (admins).
 */
export function visibleWriting(
  table: { reviewState: PgColumn; authorId: PgColumn },
  user: RequestUser | null,
): SQL | undefined {
  if (defineAbilityFor(user).can('review', 'Post')) return undefined;
  const approved = eq(table.reviewState, 'approved');
  return user ? or(approved, eq(table.authorId, user.id)) : approved;
}

/** The course a discussion belongs to, if the caller may see it (else "course not found"). */
export async function assertCourseVisible(context: DiscussionContext, courseId: string) {
  return findVisibleCourse(context.db, viewerOf(context.user), courseId);
}

/** A post the caller may see, on a course they may see; "post not found" otherwise. */
export async function findVisiblePost(context: DiscussionContext, id: string) {
  if (!isRowId(id)) throw new AppError('postNotFound');
  const [post] = await context.db
    .select()
    .from(discussionPosts)
    .where(and(eq(discussionPosts.id, id), visibleWriting(discussionPosts, context.user)));
  if (!post) throw new AppError('postNotFound');
  try {
    await assertCourseVisible(context, post.courseId);
  } catch (error) {
    // A post on a course the caller may not see is, for them, no post at all.
    if (error instanceof AppError) throw new AppError('postNotFound');
    throw error;
  }
  return post;
}

/** Display names of authors: the profile's name, else the login name. */
export async function authorNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, loginName: users.loginName, userName: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.userName || row.loginName]));
}

/** Which of these posts the user likes. */
export async function likedPosts(
  db: Db,
  postIds: readonly string[],
  user: RequestUser | null,
): Promise<Set<string>> {
  if (!user || postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: discussionPostLikes.postId })
    .from(discussionPostLikes)
    .where(
      and(
        eq(discussionPostLikes.userId, user.id),
        inArray(discussionPostLikes.postId, [...postIds]),
      ),
    );
  return new Set(rows.map((row) => row.postId));
}

/** What the review rule needs to know of an author. */
export async function authorStanding(db: Db, user: RequestUser): Promise<AuthorStanding> {
  const approvedPost = db
    .select({ id: discussionPosts.id })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.authorId, user.id), eq(discussionPosts.reviewState, 'approved')));
  const approvedReply = db
    .select({ id: discussionReplies.id })
    .from(discussionReplies)
    .where(
      and(eq(discussionReplies.authorId, user.id), eq(discussionReplies.reviewState, 'approved')),
    );
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      role: users.role,
      approvedPost: exists(approvedPost),
      approvedReply: exists(approvedReply),
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new AppError('notLoggedIn');
  return {
    role: row.role,
    accountCreatedAt: row.createdAt,
    hasApprovedWriting: Boolean(row.approvedPost) || Boolean(row.approvedReply),
  };
}
