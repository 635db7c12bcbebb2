/**
 * How a secret that can be guessed (a share's extraction code, a certificate's number and name)
 * pushes back on guessing without ever locking the right answer out: wrong answers are counted
 * per scope (say, per share and per address) within a sliding window. A few mistakes cost
 * nothing; past them every attempt, right or wrong, carries a solved proof-of-work challenge whose
 * size doubles every `failuresPerLevel` further failures, up to `maxLevel` (decision 032). The
 * figures belong to each caller; these rules only do the arithmetic.
 */
export interface GuessingLimits<Scope extends string> {
  windowMinutes: number;
  /** Wrong answers allowed per scope in the window before a challenge is asked for. */
  freeFailures: Readonly<Record<Scope, number>>;
  /** Further failures that double the work. */
  failuresPerLevel: number;
  /** Numbers the solver may have to try at level 0 (it tries half of them on average). */
  baseNumbers: number;
  maxLevel: number;
  /** How many levels below the one asked now a solution may be: counts grow while one solves. */
  levelTolerance: number;
  /** How long a challenge may be solved and used; shorter than the window. */
  challengeMinutes: number;
}

/**
 * The challenge level the failures in the window call for, or undefined while no challenge is
 * needed: each scope's count past its free failures, the highest decides.
 */
export function challengeLevel<Scope extends string>(
  limits: GuessingLimits<Scope>,
  failures: Readonly<Record<Scope, number>>,
): number | undefined {
  const scopes = Object.keys(limits.freeFailures) as Scope[];
  const excess = Math.max(...scopes.map((scope) => failures[scope] - limits.freeFailures[scope]));
  if (excess < 0) return undefined;
  return Math.min(limits.maxLevel, Math.floor(excess / limits.failuresPerLevel));
}

/** How many numbers a challenge of this level hides its answer among (uniformly drawn). */
export function numbersAt(limits: GuessingLimits<string>, level: number): number {
  const clamped = Math.max(0, Math.min(limits.maxLevel, Math.floor(level)));
  return limits.baseNumbers * 2 ** clamped;
}

/** Whether a solution made at `solvedLevel` pays for an attempt that now calls for `required`. */
export function levelSuffices(
  limits: GuessingLimits<string>,
  solvedLevel: number,
  required: number,
): boolean {
  return solvedLevel >= required - limits.levelTolerance;
}

/** Failures before this instant no longer count (and may be deleted). */
export function windowStart(limits: GuessingLimits<string>, now: Date): Date {
  return new Date(now.getTime() - limits.windowMinutes * 60_000);
}

/** When a challenge issued now stops being accepted. */
export function challengeExpiry(limits: GuessingLimits<string>, now: Date): Date {
  return new Date(now.getTime() + limits.challengeMinutes * 60_000);
}

/** The rules above bound to one caller's figures, for a module to export as its own. */
export function guessingRules<Scope extends string>(limits: GuessingLimits<Scope>) {
  return {
    challengeLevel: (failures: Readonly<Record<Scope, number>>) => challengeLevel(limits, failures),
    numbersAt: (level: number) => numbersAt(limits, level),
    levelSuffices: (solvedLevel: number, required: number) =>
      levelSuffices(limits, solvedLevel, required),
    windowStart: (now: Date) => windowStart(limits, now),
  };
}
