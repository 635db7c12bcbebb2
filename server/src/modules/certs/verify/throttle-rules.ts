import { guessingRules, type GuessingLimits } from '../../../platform/guessing/guessing-rules';

/**
 * How number-and-name checks push back on guessing, as extraction codes do (decision 032): wrong
 * pairs are counted per certificate number (whoever guesses) and per address (whichever numbers
 * it tries) within a sliding window. A few mistakes cost nothing; past them every check, right or
 * wrong, carries a solved proof-of-work challenge whose size doubles every `failuresPerLevel`
 * further failures, up to `maxLevel`. Same figures as share codes, so the arithmetic of 032 holds
 * (the arithmetic itself is the platform's guessing rules).
 */
export const CERT_VERIFY_THROTTLE = {
  windowMinutes: 15,
  /** Wrong pairs allowed in the window before a challenge is asked for. */
  freeFailures: { number: 10, address: 3 },
  failuresPerLevel: 2,
  /** Numbers the solver may have to try at level 0 (it tries half of them on average). */
  baseNumbers: 2000,
  maxLevel: 5,
  /** A solution may be one level below what is asked now: the count may grow while one solves. */
  levelTolerance: 1,
  /** How long a challenge may be solved and used; shorter than the window. */
  challengeMinutes: 5,
} as const satisfies GuessingLimits<'number' | 'address'>;

/** What a certificate check's challenge is for (with the number as its key): never a share code. */
export const CERT_VERIFY_CHALLENGE_KIND = 'cert-verify';

/** The platform's guessing arithmetic with these figures. */
export const { challengeLevel, numbersAt, levelSuffices, windowStart } =
  guessingRules(CERT_VERIFY_THROTTLE);
