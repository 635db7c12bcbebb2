import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { refreshReviewsDue, SHOWS_REVIEWS_DUE } from './reviews-due-queries';

describe('reads that show what is due for review', () => {
  it('are refreshed, and no other read is', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['plans', 'running', 'ar'],
      queryFn: () => ({ reviewsDue: [{ kind: 'writing', count: 0 }] }),
      meta: SHOWS_REVIEWS_DUE,
    });
    await client.prefetchQuery({ queryKey: ['courses'], queryFn: () => [] });
    await refreshReviewsDue(client);
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: ['plans', 'running', 'ar'] })?.state.isInvalidated).toBe(true);
    expect(cache.find({ queryKey: ['courses'] })?.state.isInvalidated).toBe(false);
  });
});
