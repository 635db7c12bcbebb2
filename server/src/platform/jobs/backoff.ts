export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 60 * 60 * 1000 };

/**
 * Delay before retrying a job whose attempt number `attempt` (1-based) just failed: doubling from
 * `baseMs`, capped at `maxMs`, so a broken dependency is not hammered.
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  if (!Number.isFinite(attempt) || attempt < 1) return policy.baseMs;
  const exponent = Math.min(attempt - 1, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}
