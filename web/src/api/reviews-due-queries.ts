import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads that show how many things are due for review (the plans' running list, with its "characters
 * due today") carry this mark in their query's `meta`; a feature that changes what is due (writing
 * a character) refreshes them all without knowing the feature that reads them.
 */
export const SHOWS_REVIEWS_DUE = { showsReviewsDue: true } as const;

/** Refreshes every read marked with SHOWS_REVIEWS_DUE. */
export function refreshReviewsDue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.showsReviewsDue === true });
}
