import { pbkdf2Sync } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';

/** The challenge a "proof of work required" answer carries, as the widget receives it. */
export interface SolvableChallenge {
  parameters: Record<string, unknown> & { data?: Record<string, unknown> };
  signature: string;
}

/**
 * Solves a challenge the way the widget does (same library, same algorithm) and answers the
 * payload the visitor's page sends back: base64 JSON of the challenge and the solution.
 */
export async function solveLikeTheWidget(challenge: SolvableChallenge): Promise<string> {
  // The library's PBKDF2 key, derived synchronously: no thread-pool hop per number tried.
  const solution = await solveChallenge({
    challenge: challenge as unknown as Challenge,
    deriveKey: async ({ cost, keyLength }, salt, password) => ({
      derivedKey: pbkdf2Sync(password, salt, cost, keyLength, 'sha256'),
    }),
  });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
