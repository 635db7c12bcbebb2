import type { PlanReviewKind } from '@qiao/contracts/plans-new';
import { extensionPoint, type Extensions } from '../../platform/modules/extension-point';

/**
 * How many of a learner's reviews of one kind are due at `now`. A tool that schedules reviews
 * (the writing tool's characters) provides it when it starts: it is not a plan item, but the
 * learner's today is where it belongs, and plans cannot import the tools that build on them.
 */
export interface ReviewsDue {
  kind: PlanReviewKind;
  countDue: (userId: string, now: Date) => Promise<number>;
}

export const PLAN_REVIEWS_DUE = extensionPoint<ReviewsDue>('plans.reviews-due');

/** Every provided kind's due count, in the order the modules started. */
export async function reviewsDueOf(extensions: Extensions, userId: string, now = new Date()) {
  return Promise.all(
    extensions.all(PLAN_REVIEWS_DUE).map(async (provider) => ({
      kind: provider.kind,
      count: await provider.countDue(userId, now),
    })),
  );
}
