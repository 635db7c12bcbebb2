import { Link } from 'react-router';
import type { PlanReviewKind } from '@qiao/contracts/plans-new';
import { practicePageLink } from '@qiao/contracts/writing-practice-page';

export interface ReviewDue {
  kind: PlanReviewKind;
  count: number;
}

/** Where each kind of review is done: the writing tool's practice, on the characters due. */
const REVIEW_PAGES: Record<PlanReviewKind, ReturnType<typeof practicePageLink>> = {
  writing: practicePageLink({ kind: 'due' }),
};

/**
 * The reviews other tools scheduled for today (characters to write again), each a link to where
 * it is done; nothing when none is due. The caller words it, in the namespace its page has loaded.
 */
export function ReviewsDue({
  reviews,
  describe,
  className,
}: {
  reviews: readonly ReviewDue[];
  describe: (review: ReviewDue) => string;
  className?: string;
}) {
  const due = reviews.filter((review) => review.count > 0);
  if (due.length === 0) return null;
  return (
    <ul className={className} data-testid="reviews-due">
      {due.map((review) => (
        <li key={review.kind}>
          <Link to={REVIEW_PAGES[review.kind]}>{describe(review)}</Link>
        </li>
      ))}
    </ul>
  );
}
