import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATES } from '@qiao/contracts/discussion-rules';
import { courses } from '../catalogue/tables';
import { users } from '../users/tables';

/**
 * Posts on a course's discussion. Content is rich text already passed through the server's
 * allow-list. Counters move in the transaction of the like, reply or share that moves them.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull(),
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    likeCount: integer('like_count').notNull().default(0),
    /** Approved replies only: what others can read. */
    replyCount: integer('reply_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last edited it (shown as "edited"); null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('discussion_posts_course_new_idx').on(table.courseId, table.createdAt.desc()),
    index('discussion_posts_course_hot_idx').on(table.courseId, table.likeCount.desc()),
    index('discussion_posts_author_idx').on(table.authorId),
    index('discussion_posts_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewState} = 'pending'`),
  ],
);

export type DiscussionPostRow = typeof discussionPosts.$inferSelect;

export const discussionReplies = pgTable(
  'discussion_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull(),
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('discussion_replies_post_idx').on(table.postId, table.createdAt),
    index('discussion_replies_author_idx').on(table.authorId),
    index('discussion_replies_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewState} = 'pending'`),
  ],
);

export type DiscussionReplyRow = typeof discussionReplies.$inferSelect;

/** One like per user and post: the primary key refuses a second one. */
export const discussionPostLikes = pgTable(
  'discussion_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);
