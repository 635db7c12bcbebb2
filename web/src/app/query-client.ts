import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already tells the person about every failure, so a retry would only repeat the
 * toast; a refresh is what the messages ask for.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
