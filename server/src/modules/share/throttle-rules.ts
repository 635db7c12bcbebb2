import { guessingRules, type GuessingLimits } from '../../platform/guessing/guessing-rules';

/**
 * How extraction codes push back on guessing without ever locking the right code out: wrong codes
 * are counted per share (whoever guesses, from however many addresses) and per address (whichever
 * shares it tries) within a sliding window. A few mistakes cost nothing; past them every attempt,
 * right or wrong, carries a solved proof-of-work challenge whose size doubles every
 * `failuresPerLevel` further failures, up to `maxLevel`. A person with the right code pays one
 * challenge; a guesser pays one per guess, and more the faster it guesses (decision 032). The
 * arithmetic is the platform's guessing rules; these are the share codes' figures.
 */
export const SHARE_CODE_THROTTLE = {
  windowMinutes: 15,
  /** Wrong codes allowed in the window before a challenge is asked for. */
  freeFailures: { share: 10, address: 3 },
  /** Further failures that double the work. */
  failuresPerLevel: 2,
  /** Numbers the solver may have to try at level 0 (it tries half of them on average). */
  baseNumbers: 2000,
  maxLevel: 5,
  /** A solution may be one level below what is asked now: the count may grow while one solves. */
  levelTolerance: 1,
  /** How long a challenge may be solved and used; shorter than the window, so spent marks can go with it. */
  challengeMinutes: 5,
  /** PBKDF2-SHA-256 iterations per number tried (the unit of work; settable for tests). */
  iterations: 1000,
} as const satisfies GuessingLimits<'share' | 'address'> & { iterations: number };

/** What a share code's challenge is for (with the share as its key): never a certificate check. */
export const SHARE_CODE_CHALLENGE_KIND = 'share-code';

/** The platform's guessing arithmetic with these figures. */
export const { challengeLevel, numbersAt, levelSuffices, windowStart } =
  guessingRules(SHARE_CODE_THROTTLE);
