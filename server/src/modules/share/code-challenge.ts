import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ShareChallenge } from '@qiao/contracts/share';
import { numbersAt, SHARE_CODE_THROTTLE } from './throttle-rules';

/** The secret (app_secrets) that signs share-code challenges; no outside service is involved. */
export const SHARE_CHALLENGE_SECRET = 'share-code-challenge';

const ALGORITHM = 'PBKDF2/SHA-256';

/** Who a challenge is for: one share, one address, and the level it was made at. */
export interface ChallengeTarget {
  shareId: string;
  address: string;
}

/** A solved challenge the server signed: the nonce that spends it, and what it was made for. */
export interface PaidChallenge {
  nonce: string;
  level: number;
}

export interface ChallengeKeys {
  /** Signs the challenge's parameters (its level and target among them). */
  signature: string;
  /** Signs the answer, so checking a solution is one HMAC, not a key derivation. */
  answer: string;
  /** PBKDF2 rounds per number tried. */
  iterations: number;
}

export function challengeKeys(secret: string, iterations: number): ChallengeKeys {
  return { signature: `${secret}.challenge`, answer: `${secret}.answer`, iterations };
}

/** The address as a challenge names it: a keyed digest, so the page never sees it in clear. */
const addressTag = (keys: ChallengeKeys, address: string) =>
  createHmac('sha256', keys.signature).update(address).digest('hex').slice(0, 16);

/**
 * A challenge of this level for this share and address: the answer is a number drawn uniformly
 * below `numbersAt(level)`, so the solver tries half of them on average, and nobody can do better.
 */
export async function issueChallenge(
  keys: ChallengeKeys,
  target: ChallengeTarget,
  level: number,
  now: Date,
): Promise<ShareChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: keys.iterations,
    counter: randomInt(numbersAt(level)),
    deriveKey,
    expiresAt: new Date(now.getTime() + SHARE_CODE_THROTTLE.challengeMinutes * 60_000),
    data: { s: target.shareId, a: addressTag(keys, target.address), l: level },
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.answer,
  });
  return challenge as ShareChallenge;
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (!decoded?.challenge?.parameters || !decoded.solution) return undefined;
    return { challenge: decoded.challenge, solution: decoded.solution };
  } catch {
    return undefined;
  }
}

/**
 * The paid challenge in a page's payload, when it is one we signed, unexpired, solved, and made
 * for this share and this address; undefined for anything else. Spending it is the caller's
 * business (it must happen in the same step as counting, see throttle.ts).
 */
export async function readPaidChallenge(
  keys: ChallengeKeys,
  target: ChallengeTarget,
  payload: string | undefined,
): Promise<PaidChallenge | undefined> {
  if (!payload) return undefined;
  const decoded = decodePayload(payload);
  if (!decoded) return undefined;
  const { parameters } = decoded.challenge;
  if (parameters.algorithm !== ALGORITHM || parameters.cost !== keys.iterations) return undefined;
  const data = parameters.data ?? {};
  if (data.s !== target.shareId || data.a !== addressTag(keys, target.address)) return undefined;
  if (typeof data.l !== 'number' || typeof parameters.nonce !== 'string') return undefined;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.answer,
    });
    return result.verified ? { nonce: parameters.nonce, level: data.l } : undefined;
  } catch {
    return undefined;
  }
}
