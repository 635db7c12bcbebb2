import { EXAM_LIMITS } from '@qiao/contracts/exams';

/**
 * The server's exam clock. An attempt stores only its section and when that section started; every
 * reading is computed from them and the server's time, so a reload, a second tab or a changed
 * computer clock cannot stretch a section. Sections with 0 seconds are untimed.
 */

export interface ClockPosition {
  sectionIndex: number;
  sectionStartedAt: Date;
}

export type ClockReading =
  | ({ state: 'running'; secondsLeft: number | null } & ClockPosition)
  /** The last section's time ran out: the paper is handed in by the clock. */
  | { state: 'timeUp' };

const endOf = (seconds: number, startedAt: Date) => startedAt.getTime() + seconds * 1000;

/** Whole seconds left of a section (rounded up, never below 0); null when it is untimed. */
export function secondsLeft(seconds: number, startedAt: Date, now: Date): number | null {
  if (seconds === 0) return null;
  return Math.max(0, Math.ceil((endOf(seconds, startedAt) - now.getTime()) / 1000));
}

/**
 * Where an attempt stands now: a section whose time ran out hands over to the next one, whose
 * clock started when the previous one ended (the clock runs while the tab is closed); past the
 * last section the paper is over.
 */
export function readClock(
  sectionSeconds: readonly number[],
  position: ClockPosition,
  now: Date,
): ClockReading {
  let { sectionIndex, sectionStartedAt } = position;
  for (;;) {
    const seconds = sectionSeconds[sectionIndex] ?? 0;
    if (seconds === 0 || endOf(seconds, sectionStartedAt) > now.getTime()) {
      return {
        state: 'running',
        sectionIndex,
        sectionStartedAt,
        secondsLeft: secondsLeft(seconds, sectionStartedAt, now),
      };
    }
    if (sectionIndex + 1 >= sectionSeconds.length) return { state: 'timeUp' };
    sectionStartedAt = new Date(endOf(seconds, sectionStartedAt));
    sectionIndex += 1;
  }
}

/**
 * The last moment an answer of the section is still taken: its end plus a few seconds for an
 * answer sent just before the end and still in flight. Null when the section is untimed.
 */
export function answerDeadline(seconds: number, startedAt: Date): Date | null {
  if (seconds === 0) return null;
  return new Date(endOf(seconds, startedAt) + EXAM_LIMITS.graceSeconds * 1000);
}

/** Plays left of an item's sound. */
export function playsLeft(audioPlays: number, used: number | undefined): number {
  return Math.max(0, audioPlays - (used ?? 0));
}
