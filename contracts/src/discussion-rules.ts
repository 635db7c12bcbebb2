/**
 * Rules of course discussions (spec learning area §3 posts, §5 "title and content must not be
 * empty", §9 page size) as pure data and functions, applied by the server and shown by the web.
 */

import { about, defineAbilityFor, type PermissionUser } from './permissions';
import { CATALOGUE_PAGES } from './catalogue-pages';

export const DISCUSSION_LIMITS = {
  titleMaxLength: 100,
  /** Length of the stored rich text (HTML), after sanitising. */
  contentMaxLength: 20_000,
  replyMaxLength: 5_000,
  rejectReasonMaxLength: 500,
  /**
   * Accounts younger than this wait for review, until one of their posts or replies has been
   * approved (decision 025). Teachers and admins never wait.
   */
  reviewNewAccountDays: 7,
} as const;

/** Where a post or reply stands: waiting for an admin, shown to all, or refused with a reason. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The two orders of a course's posts. */
export const POST_ORDERS = ['new', 'hot'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

export interface AuthorStanding {
  role: 'student' | 'teacher' | 'admin';
  accountCreatedAt: Date;
  /** Whether one of the author's posts or replies has already been approved. */
  hasApprovedWriting: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether what this author writes now waits for review before others see it. */
export function needsReview(author: AuthorStanding, now: Date): boolean {
  if (author.role === 'teacher' || author.role === 'admin') return false;
  if (author.hasApprovedWriting) return false;
  const ageMs = now.getTime() - author.accountCreatedAt.getTime();
  return ageMs < DISCUSSION_LIMITS.reviewNewAccountDays * DAY_MS;
}

/** The first review state of new writing. */
export function initialReviewState(author: AuthorStanding, now: Date): ReviewState {
  return needsReview(author, now) ? 'pending' : 'approved';
}

/** Who may delete a post or a reply: its author and admins (permissions.ts). */
export function mayDeleteWriting(
  writing: { authorId: string },
  user: PermissionUser | null,
): boolean {
  return defineAbilityFor(user).can('delete', about('Post', { authorId: writing.authorId }));
}

/** Who may delete a post: its author and admins. */
export const mayDeletePost = mayDeleteWriting;

/** Who may edit a post or a reply: its author only (an admin rejects or deletes instead). */
export function mayEditWriting(
  writing: { authorId: string },
  user: PermissionUser | null,
): boolean {
  return defineAbilityFor(user).can('update', about('Post', { authorId: writing.authorId }));
}

/**
 * The review state of writing after its author edits it (decision 027). Teachers and admins never
 * wait. A student's pending or rejected writing (re)waits for review. Approved writing stays
 * approved for an account past its first days; a student account still younger than
 * `reviewNewAccountDays` goes back to review even when already trusted, so an approved post
 * cannot be swapped for something else by an account made days ago.
 */
export function reviewStateAfterEdit(
  current: ReviewState,
  author: AuthorStanding,
  now: Date,
): ReviewState {
  if (author.role === 'teacher' || author.role === 'admin') return 'approved';
  if (current !== 'approved') return 'pending';
  const ageMs = now.getTime() - author.accountCreatedAt.getTime();
  return ageMs < DISCUSSION_LIMITS.reviewNewAccountDays * DAY_MS ? 'pending' : 'approved';
}

/** Who sees a post: everyone once approved; its author (and admins) before that. */
export function maySeePost(
  post: { authorId: string; reviewState: ReviewState },
  user: PermissionUser | null,
): boolean {
  const { authorId, reviewState } = post;
  return defineAbilityFor(user).can('read', about('Post', { authorId, reviewState }));
}

/** The page a post opens at: the course page with the discussion tab on this post. */
export function postLinkPath(courseId: string, postId: string): string {
  const id = encodeURIComponent(courseId);
  return `/#${CATALOGUE_PAGES.moocDetails}?id=${id}&tab=discussion&post=${encodeURIComponent(postId)}`;
}
