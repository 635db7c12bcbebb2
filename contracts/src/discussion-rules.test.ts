import { describe, expect, it } from 'vitest';
import {
  DISCUSSION_LIMITS,
  initialReviewState,
  mayDeletePost,
  mayDeleteWriting,
  mayEditWriting,
  maySeePost,
  needsReview,
  postLinkPath,
  reviewStateAfterEdit,
  type AuthorStanding,
} from './discussion-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const student = (over: Partial<AuthorStanding> = {}): AuthorStanding => ({
  role: 'student',
  accountCreatedAt: daysAgo(1),
  hasApprovedWriting: false,
  ...over,
});

describe('review of new accounts', () => {
  it('holds a new student account for review', () => {
    expect(needsReview(student(), NOW)).toBe(true);
    expect(initialReviewState(student(), NOW)).toBe('pending');
  });

  it('lets an account older than the limit post at once', () => {
    const days = DISCUSSION_LIMITS.reviewNewAccountDays;
    expect(needsReview(student({ accountCreatedAt: daysAgo(days) }), NOW)).toBe(false);
    expect(needsReview(student({ accountCreatedAt: daysAgo(days - 0.01) }), NOW)).toBe(true);
    expect(initialReviewState(student({ accountCreatedAt: daysAgo(days + 1) }), NOW)).toBe(
      'approved',
    );
  });

  it('trusts a new account once something it wrote was approved', () => {
    expect(needsReview(student({ hasApprovedWriting: true }), NOW)).toBe(false);
  });

  it('never holds teachers or admins', () => {
    expect(needsReview(student({ role: 'teacher' }), NOW)).toBe(false);
    expect(needsReview(student({ role: 'admin' }), NOW)).toBe(false);
  });
});

describe('who sees and deletes a post', () => {
  const author = { id: 'a', role: 'student' };
  const other = { id: 'b', role: 'student' };
  const admin = { id: 'c', role: 'admin' };
  const teacher = { id: 'd', role: 'teacher' };

  it('shows an approved post to everyone, visitors included', () => {
    const post = { authorId: 'a', reviewState: 'approved' as const };
    for (const user of [null, author, other, admin]) expect(maySeePost(post, user)).toBe(true);
  });

  it('shows a pending or rejected post only to its author and admins', () => {
    for (const reviewState of ['pending', 'rejected'] as const) {
      const post = { authorId: 'a', reviewState };
      expect(maySeePost(post, author)).toBe(true);
      expect(maySeePost(post, admin)).toBe(true);
      expect(maySeePost(post, other)).toBe(false);
      expect(maySeePost(post, teacher)).toBe(false);
      expect(maySeePost(post, null)).toBe(false);
    }
  });

  it('lets only the author and admins delete', () => {
    const post = { authorId: 'a' };
    expect(mayDeletePost(post, author)).toBe(true);
    expect(mayDeletePost(post, admin)).toBe(true);
    expect(mayDeletePost(post, other)).toBe(false);
    expect(mayDeletePost(post, teacher)).toBe(false);
    expect(mayDeletePost(post, null)).toBe(false);
  });
});

describe('post links', () => {
  it('open the course page on the discussion tab at the post', () => {
    expect(postLinkPath('c1', 'p1')).toBe(
      '/#/pages/mooc_details/mooc_details?id=c1&tab=discussion&post=p1',
    );
  });
});

describe('editing and deleting writing', () => {
  const writing = { authorId: 'author' };
  const author = { id: 'author', role: 'student' };
  const other = { id: 'other', role: 'student' };
  const admin = { id: 'admin', role: 'admin' };

  it('lets only the author edit, not another learner, an admin or a visitor', () => {
    expect(mayEditWriting(writing, author)).toBe(true);
    expect(mayEditWriting(writing, other)).toBe(false);
    expect(mayEditWriting(writing, admin)).toBe(false);
    expect(mayEditWriting(writing, null)).toBe(false);
  });

  it('lets the author or an admin delete a reply, nobody else', () => {
    expect(mayDeleteWriting(writing, author)).toBe(true);
    expect(mayDeleteWriting(writing, admin)).toBe(true);
    expect(mayDeleteWriting(writing, other)).toBe(false);
    expect(mayDeleteWriting(writing, null)).toBe(false);
  });

  const days = DISCUSSION_LIMITS.reviewNewAccountDays;
  it.each([
    ['a pending edit by a new account stays pending', 'pending', student(), 'pending'],
    [
      'a pending edit by an older account still waits',
      'pending',
      student({ accountCreatedAt: daysAgo(days + 3) }),
      'pending',
    ],
    [
      'approved writing of a still-new, trusted account goes back to review',
      'approved',
      student({ hasApprovedWriting: true }),
      'pending',
    ],
    [
      'approved writing of an older account stays approved',
      'approved',
      student({ accountCreatedAt: daysAgo(days + 1), hasApprovedWriting: true }),
      'approved',
    ],
    [
      'rejected writing, once edited, waits for review again',
      'rejected',
      student({ accountCreatedAt: daysAgo(days + 30), hasApprovedWriting: true }),
      'pending',
    ],
    ['a teacher never waits', 'approved', student({ role: 'teacher' }), 'approved'],
    ['an admin never waits', 'approved', student({ role: 'admin' }), 'approved'],
  ] as const)('%s', (_case, current, standing, expected) => {
    expect(reviewStateAfterEdit(current, standing, NOW)).toBe(expected);
  });
});
