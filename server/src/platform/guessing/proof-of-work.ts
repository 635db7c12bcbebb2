import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ShareChallenge } from '@qiao/contracts/share';
import { challengeExpiry, numbersAt, type GuessingLimits } from './guessing-rules';

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * What a challenge is for: which kind of secret is guessed (`share-code`, `cert-verify`…), which
 * one of them (`key`: a share, a certificate number), and from which address. A challenge solved
 * for one of these pays for nothing else.
 */
export interface ChallengeSubject {
  kind: string;
  key: string;
  address: string;
}

/** A solved challenge the server signed: the nonce that spends it, and the level it was made at. */
export interface PaidChallenge {
  nonce: string;
  level: number;
}

export interface ChallengeKeys {
  /** Signs the challenge's parameters (its level and subject among them). */
  signature: string;
  /** Signs the answer, so checking a solution is one HMAC, not a key derivation. */
  answer: string;
  /** PBKDF2 rounds per number tried. */
  iterations: number;
}

/** The keys of one secret (app_secrets, made and kept by Qiao; no outside service is involved). */
export function challengeKeys(secret: string, iterations: number): ChallengeKeys {
  return { signature: `${secret}.challenge`, answer: `${secret}.answer`, iterations };
}

/** The address as a challenge names it: a keyed digest, so the page never sees it in clear. */
const addressTag = (keys: ChallengeKeys, address: string) =>
  createHmac('sha256', keys.signature).update(address).digest('hex').slice(0, 16);

/**
 * A challenge of this level for this subject: the answer is a number drawn uniformly below
 * `numbersAt(level)`, so the solver tries half of them on average, and nobody can do better.
 */
export async function issueChallenge(
  keys: ChallengeKeys,
  limits: GuessingLimits<string>,
  subject: ChallengeSubject,
  level: number,
  now: Date,
): Promise<ShareChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: keys.iterations,
    counter: randomInt(numbersAt(limits, level)),
    deriveKey,
    expiresAt: challengeExpiry(limits, now),
    data: { k: subject.kind, t: subject.key, a: addressTag(keys, subject.address), l: level },
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
 * for this very subject (kind, key and address); undefined for anything else. Spending it is the
 * caller's business: it must happen in the same step as counting the failures.
 */
export async function readPaidChallenge(
  keys: ChallengeKeys,
  subject: ChallengeSubject,
  payload: string | undefined,
): Promise<PaidChallenge | undefined> {
  if (!payload) return undefined;
  const decoded = decodePayload(payload);
  if (!decoded) return undefined;
  const { parameters } = decoded.challenge;
  if (parameters.algorithm !== ALGORITHM || parameters.cost !== keys.iterations) return undefined;
  const data = parameters.data ?? {};
  if (data.k !== subject.kind || data.t !== subject.key) return undefined;
  if (data.a !== addressTag(keys, subject.address)) return undefined;
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
