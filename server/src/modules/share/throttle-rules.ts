/**
 * How extraction codes push back on guessing without ever locking the right code out: wrong codes
 * are counted per share (whoever guesses, from however many addresses) and per address (whichever
 * shares it tries) within a sliding window. A few mistakes cost nothing; past them every attempt,
 * right or wrong, carries a solved proof-of-work challenge whose size doubles every
 * `failuresPerLevel` further failures, up to `maxLevel`. A person with the right code pays one
 * challenge; a guesser pays one per guess, and more the faster it guesses (decision 032).
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
} as const;

export type ShareCodeScope = 'share' | 'address';

export type FailureCounts = Record<ShareCodeScope, number>;

/**
 * The challenge level wrong codes in the window call for, or undefined while no challenge is
 * needed: the share's count and the address's count each past their free failures, the higher
 * of the two decides.
 */
export function challengeLevel(failures: FailureCounts): number | undefined {
  const { freeFailures, failuresPerLevel, maxLevel } = SHARE_CODE_THROTTLE;
  const excess = Math.max(
    failures.share - freeFailures.share,
    failures.address - freeFailures.address,
  );
  if (excess < 0) return undefined;
  return Math.min(maxLevel, Math.floor(excess / failuresPerLevel));
}

/** How many numbers a challenge of this level hides its answer among (uniformly drawn). */
export function numbersAt(level: number): number {
  const clamped = Math.max(0, Math.min(SHARE_CODE_THROTTLE.maxLevel, Math.floor(level)));
  return SHARE_CODE_THROTTLE.baseNumbers * 2 ** clamped;
}

/** Whether a solution made at `solvedLevel` pays for an attempt that now calls for `required`. */
export function levelSuffices(solvedLevel: number, required: number): boolean {
  return solvedLevel >= required - SHARE_CODE_THROTTLE.levelTolerance;
}
