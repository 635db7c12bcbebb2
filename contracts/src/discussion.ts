import { z } from 'zod';
import { pageFields, paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { DISCUSSION_LIMITS, POST_ORDERS, REVIEW_STATES } from './discussion-rules';

/**
 * Course discussions (spec learning area §3 posts, §5, §7 post and postReply calls): posts on a
 * MOOC, replies, likes once per user, shares counted, and review of new accounts' writing.
 * Reading works for visitors on a course they may see; writing needs a session.
 */
const tags = ['discussion'] as const;

const postId = z.uuid();
const courseId = z.string().trim().min(1).max(64);
const reviewState = z.enum(REVIEW_STATES);

export const discussionPost = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  /** Sanitised rich text (HTML): still to be sanitised again where it is shown. */
  content: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  shareCount: z.number().int(),
  reviewState,
  /** Shown to the author (and admins) when an admin refused the post. */
  rejectReason: z.string().nullable(),
  /** Whether the caller already likes it. */
  liked: z.boolean(),
  /** When its author last edited it; null if never. */
  editedAt: z.string().nullable(),
  /** Whether the caller may edit it (its author). */
  canEdit: z.boolean(),
  /** Whether the caller may delete it (its author, or an admin). */
  canDelete: z.boolean(),
});
export type DiscussionPost = z.output<typeof discussionPost>;

export const discussionReply = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  reviewState,
  rejectReason: z.string().nullable(),
  /** When its author last edited it; null if never. */
  editedAt: z.string().nullable(),
  /** Whether the caller may edit it (its author). */
  canEdit: z.boolean(),
  /** Whether the caller may delete it (its author, or an admin). */
  canDelete: z.boolean(),
});
export type DiscussionReply = z.output<typeof discussionReply>;

export const getPostList = defineRoute({
  method: 'POST',
  path: '/api/post/getPostList',
  summary:
    "A course's posts, newest first (order new) or most liked first (order hot). Visitors see " +
    'approved posts of a course they may see; a signed-in user also sees their own pending ones',
  tags,
  noLogin: true,
  body: z.object({ courseId, order: z.enum(POST_ORDERS).default('new'), ...pageFields }),
  data: paged(discussionPost),
});

export const getPost = defineRoute({
  method: 'GET',
  path: '/api/post/getPost',
  summary: 'One post by id (in the query), if the caller may see it and its course',
  tags,
  noLogin: true,
  query: z.object({ id: postId }),
  data: discussionPost,
});

const title = z.string().max(DISCUSSION_LIMITS.titleMaxLength);
const content = (max: number) => z.string().max(max);

export const addPost = defineRoute({
  method: 'POST',
  path: '/api/post/addPost',
  summary:
    'Post on a course: title and rich-text content (sanitised on the server; neither may be ' +
    'empty; pasted images are refused). A new account’s post waits for review (reviewState pending)',
  tags,
  body: z.object({
    courseId,
    title,
    content: content(DISCUSSION_LIMITS.contentMaxLength),
  }),
  data: discussionPost,
});

export const editPost = defineRoute({
  method: 'POST',
  path: '/api/post/editPost',
  summary:
    'Edit a post (its author only): title and rich-text content, with the rules of addPost. ' +
    'A pending or rejected post waits for review again, and so does an approved post of a ' +
    'student account still in its first days (decision 027)',
  tags,
  body: z.object({ id: postId, title, content: content(DISCUSSION_LIMITS.contentMaxLength) }),
  data: discussionPost,
});

export const delPost = defineRoute({
  method: 'POST',
  path: '/api/post/delPost',
  summary: 'Delete a post with its replies and likes (its author or an admin)',
  tags,
  body: z.object({ id: postId }),
  data: z.object({ id: z.string() }),
});

const likeAnswer = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const addPostLike = defineRoute({
  method: 'POST',
  path: '/api/post/addPostLike',
  summary: 'Like a post the caller may see, once: a second like is refused',
  tags,
  body: z.object({ id: postId }),
  data: likeAnswer,
});

export const delPostLike = defineRoute({
  method: 'POST',
  path: '/api/post/delPostLike',
  summary: 'Take back the caller’s like of a post',
  tags,
  body: z.object({ id: postId }),
  data: likeAnswer,
});

export const addPostShare = defineRoute({
  method: 'POST',
  path: '/api/post/addPostShare',
  summary:
    'Count a share of an approved post (the web copies its link) and answer the link path to copy',
  tags,
  noLogin: true,
  body: z.object({ id: postId }),
  data: z.object({ shareCount: z.number().int(), path: z.string() }),
});

export const getPostReplyList = defineRoute({
  method: 'POST',
  path: '/api/postReply/getPostReplyList',
  summary:
    "A post's replies, oldest first: approved ones, and the caller's own pending ones marked so",
  tags,
  noLogin: true,
  body: z.object({ postId, ...pageFields }),
  data: paged(discussionReply),
});

export const addPostReply = defineRoute({
  method: 'POST',
  path: '/api/postReply/addPostReply',
  summary:
    'Reply to a post the caller may see (rich text, sanitised, not empty); a new account’s ' +
    'reply waits for review',
  tags,
  body: z.object({ postId, content: content(DISCUSSION_LIMITS.replyMaxLength) }),
  data: discussionReply,
});

const replyId = z.uuid();

export const editPostReply = defineRoute({
  method: 'POST',
  path: '/api/postReply/editPostReply',
  summary:
    'Edit a reply (its author only): rich text, sanitised, not empty; it waits for review again ' +
    'by the rules of editPost, and leaves the post’s reply count while it waits',
  tags,
  body: z.object({ id: replyId, content: content(DISCUSSION_LIMITS.replyMaxLength) }),
  data: discussionReply,
});

export const delPostReply = defineRoute({
  method: 'POST',
  path: '/api/postReply/delPostReply',
  summary: 'Delete a reply (its author or an admin); the post’s reply count follows',
  tags,
  body: z.object({ id: replyId }),
  data: z.object({ id: z.string(), postId: z.string(), replyCount: z.number().int() }),
});

// Admin review of posts and replies.
const admin = { tags: ['admin'], permission: ['review', 'Post'] as const };
const writingKind = z.enum(['post', 'reply']);

export const pendingWriting = z.object({
  kind: writingKind,
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  /** The post itself, or the post a reply answers. */
  postId: z.string(),
  postTitle: z.string(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** Set when the author edited it after it was approved: it came back for review (decision 027). */
  editedAt: z.string().nullable(),
});
export type PendingWriting = z.output<typeof pendingWriting>;

export const listPendingPosts = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/post/pending',
  summary: 'Posts and replies waiting for review, oldest first (admins only)',
  body: paginationQuery,
  data: paged(pendingWriting),
});

const reviewTarget = { kind: writingKind, id: z.uuid() };

export const approvePost = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/post/approve',
  summary: 'Approve a pending post or reply: everyone sees it at once (admins only)',
  body: z.object(reviewTarget),
  data: z.object({ kind: writingKind, id: z.string(), reviewState }),
});

export const rejectPost = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/post/reject',
  summary: 'Refuse a pending post or reply with a reason its author sees (admins only)',
  body: z.object({
    ...reviewTarget,
    reason: z
      .string('rejectReasonRequired')
      .trim()
      .min(1, 'rejectReasonRequired')
      .max(DISCUSSION_LIMITS.rejectReasonMaxLength, 'rejectReasonTooLong'),
  }),
  data: z.object({ kind: writingKind, id: z.string(), reviewState }),
});
