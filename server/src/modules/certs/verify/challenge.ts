import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ShareChallenge } from '@qiao/contracts/share';
import { CERT_VERIFY_THROTTLE, numbersAt } from './throttle-rules';

/** The secret (app_secrets) that signs certificate-check challenges; its own, not the shares'. */
export const CERT_CHALLENGE_SECRET = 'cert-verify-challenge';

const ALGORITHM = 'PBKDF2/SHA-256';

/** Who a challenge is for: one certificate number, one address. */
export interface VerifyTarget {
  number: string;
  address: string;
}

export interface PaidChallenge {
  nonce: string;
  level: number;
}

export interface ChallengeKeys {
  signature: string;
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

/** A challenge of this level for this number and address (the answer drawn uniformly). */
export async function issueChallenge(
  keys: ChallengeKeys,
  target: VerifyTarget,
  level: number,
  now: Date,
): Promise<ShareChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: keys.iterations,
    counter: randomInt(numbersAt(level)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CERT_VERIFY_THROTTLE.challengeMinutes * 60_000),
    data: { n: target.number, a: addressTag(keys, target.address), l: level },
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
 * The paid challenge in a page's payload, when we signed it, it is unexpired, solved, and made for
 * this number and this address; undefined otherwise. Spending it happens with the counting.
 */
export async function readPaidChallenge(
  keys: ChallengeKeys,
  target: VerifyTarget,
  payload: string | undefined,
): Promise<PaidChallenge | undefined> {
  if (!payload) return undefined;
  const decoded = decodePayload(payload);
  if (!decoded) return undefined;
  const { parameters } = decoded.challenge;
  if (parameters.algorithm !== ALGORITHM || parameters.cost !== keys.iterations) return undefined;
  const data = parameters.data ?? {};
  if (data.n !== target.number || data.a !== addressTag(keys, target.address)) return undefined;
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
