/**
 * How number-and-name checks push back on guessing, as extraction codes do (decision 032): wrong
 * pairs are counted per certificate number (whoever guesses) and per address (whichever numbers
 * it tries) within a sliding window. A few mistakes cost nothing; past them every check, right or
 * wrong, carries a solved proof-of-work challenge whose size doubles every `failuresPerLevel`
 * further failures, up to `maxLevel`. Same figures as share codes, so the arithmetic of 032 holds.
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
} as const;

export type VerifyFailureCounts = Record<'number' | 'address', number>;

/** The level the failures in the window call for, or undefined while checks are free. */
export function challengeLevel(failures: VerifyFailureCounts): number | undefined {
  const { freeFailures, failuresPerLevel, maxLevel } = CERT_VERIFY_THROTTLE;
  const excess = Math.max(
    failures.number - freeFailures.number,
    failures.address - freeFailures.address,
  );
  if (excess < 0) return undefined;
  return Math.min(maxLevel, Math.floor(excess / failuresPerLevel));
}

/** How many numbers a challenge of this level hides its answer among (uniformly drawn). */
export function numbersAt(level: number): number {
  const clamped = Math.max(0, Math.min(CERT_VERIFY_THROTTLE.maxLevel, Math.floor(level)));
  return CERT_VERIFY_THROTTLE.baseNumbers * 2 ** clamped;
}

/** Whether a solution made at `solvedLevel` pays for a check that now calls for `required`. */
export function levelSuffices(solvedLevel: number, required: number): boolean {
  return solvedLevel >= required - CERT_VERIFY_THROTTLE.levelTolerance;
}
