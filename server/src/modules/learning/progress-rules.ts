import { LEARNING_LIMITS } from '@qiao/contracts/limits';

/**
 * How watching becomes progress, as pure functions. A record keeps the spans of the video the
 * learner played (merged, in exact fractions of a second); progress is their total length. A report may add spans
 * only up to what the wall clock since the previous report allows (× the fastest speed), and never
 * past the video's length, so seeking to the end, or claiming a span nobody had time to watch,
 * completes nothing.
 */

export type Span = [from: number, to: number];

/** Sorted, non-overlapping spans; touching spans join. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans
    .filter(([from, to]) => to > from)
    .map(([from, to]): Span => [from, to])
    .sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

export function spanSeconds(spans: readonly Span[]): number {
  return spans.reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** The parts of `span` not already in `known` (which is merged). */
function newParts(span: Span, known: readonly Span[]): Span[] {
  const parts: Span[] = [];
  let cursor = span[0];
  for (const [from, to] of known) {
    if (to <= cursor) continue;
    if (from >= span[1]) break;
    if (from > cursor) parts.push([cursor, Math.min(from, span[1])]);
    cursor = Math.max(cursor, to);
    if (cursor >= span[1]) break;
  }
  if (cursor < span[1]) parts.push([cursor, span[1]]);
  return parts;
}

/** Seconds of new watching a report may add, given the wall clock since the previous report. */
export function creditBudget(lastReportAt: Date | null, now: Date): number {
  const elapsed = lastReportAt ? Math.max(0, (now.getTime() - lastReportAt.getTime()) / 1000) : 0;
  return elapsed * LEARNING_LIMITS.maxPlaybackRate + LEARNING_LIMITS.reportSlackSeconds;
}

/**
 * Adds reported spans to a record's spans: clipped to [0, duration] and only as much new time as
 * `budget`. Fractions count exactly: rounding each span inwards to whole seconds once lost up to
 * two seconds a span, so an 8 s clip watched straight through (0.169–7.871 s) stayed short of 90%
 * and every pause cost another second.
 */
export function creditWatching(
  known: readonly Span[],
  reported: readonly Span[],
  durationSeconds: number,
  budget: number,
): { spans: Span[]; credited: number } {
  let remaining = Math.max(0, budget);
  let spans = mergeSpans(known);
  let credited = 0;
  const clipped = reported
    .map(([from, to]): Span => [Math.max(0, from), Math.min(durationSeconds, to)])
    .filter(([from, to]) => to > from);
  for (const span of clipped) {
    for (const part of newParts(span, spans)) {
      if (remaining <= 0) break;
      const take = Math.min(remaining, part[1] - part[0]);
      spans = mergeSpans([...spans, [part[0], part[0] + take]]);
      remaining -= take;
      credited += take;
    }
  }
  return { spans, credited };
}

/** Where to resume: inside the video, and not at its very end (a finished video starts over). */
export function resumeTime(currentTime: number, durationSeconds: number | null): number {
  const clamped = Math.max(0, currentTime);
  if (durationSeconds === null || durationSeconds <= 0) return clamped;
  return clamped >= durationSeconds - 1 ? 0 : clamped;
}

/** Clamps a reported position into the video. */
export function clampPosition(currentTime: number, durationSeconds: number | null): number {
  const clamped = Math.max(0, currentTime);
  return durationSeconds && durationSeconds > 0 ? Math.min(clamped, durationSeconds) : clamped;
}

export function videoProgress(watchedSeconds: number, durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((watchedSeconds / durationSeconds) * 100));
}

/** Sums of fractional spans may miss the threshold by a rounding error, never by a millisecond. */
const SUM_TOLERANCE = 1e-6;

/**
 * Done once 90% of the length was watched, measured exactly: a floored threshold asked nothing of
 * a 1 s clip (90% of 1 floored is 0) and let an 8 s one pass at 87.5%.
 */
export function videoDone(watchedSeconds: number, durationSeconds: number | null): boolean {
  if (!durationSeconds || durationSeconds <= 0) return false;
  return (
    watchedSeconds > 0 &&
    watchedSeconds + SUM_TOLERANCE >= durationSeconds * LEARNING_LIMITS.videoDoneRatio
  );
}

/**
 * 0–100 of a catalogue item outside the MOOC tree: the share watched of a micro-lesson or video,
 * all of it once done (a document or e-book is done when opened), nothing before.
 */
export function itemPercent(
  isVideo: boolean,
  record: { watchedSeconds: number; done: boolean } | undefined,
  durationSeconds: number | null,
): number {
  if (!record) return 0;
  if (record.done) return 100;
  return isVideo ? videoProgress(record.watchedSeconds, durationSeconds) : 0;
}

export interface HourState {
  id: string;
  requiresPrevious: boolean;
  /** Contents that count (videos and documents); lesson tests join with the exams work. */
  countable: number;
  doneContents: number;
}

/**
 * A class hour is done when every content that counts is done. One with nothing that counts yet
 * (only a lesson test) has nothing to finish, so it never locks the class hour after it.
 */
export function hourDone(hour: HourState): boolean {
  return hour.doneContents >= hour.countable;
}

/**
 * "The previous lesson must be finished first": in a semester's order, a class hour that asks
 * for it waits until the class hour just before it is done. Answers the blocking hour, or null.
 */
export function blockingHours(hours: readonly HourState[]): (string | null)[] {
  return hours.map((hour, index) => {
    const previous = hours[index - 1];
    if (!hour.requiresPrevious || !previous) return null;
    return hourDone(previous) ? null : previous.id;
  });
}

export function coursePercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done / total) * 100);
}

/** What a record of watching holds between reports. */
export interface WatchState {
  watchedSpans: Span[];
  lastReportAt: Date | null;
  completedAt: Date | null;
}

/**
 * A record after one report from a player: the reported spans credited within the wall clock's
 * budget, the position clamped into the video, and done once enough is watched (never undone).
 */
export function afterReport(
  current: WatchState,
  report: { currentTime: number; watched: readonly Span[] },
  durationSeconds: number | null,
  now: Date,
) {
  const duration = durationSeconds ?? 0;
  const { spans } = creditWatching(
    current.watchedSpans,
    report.watched,
    duration,
    creditBudget(current.lastReportAt, now),
  );
  const watchedSeconds = spanSeconds(spans);
  return {
    watchedSpans: spans,
    // The stored total is whole seconds, for lists; being done is decided on the exact total.
    watchedSeconds: Math.floor(watchedSeconds + SUM_TOLERANCE),
    currentTime: clampPosition(report.currentTime, durationSeconds),
    lastReportAt: now,
    updatedAt: now,
    completedAt: current.completedAt ?? (videoDone(watchedSeconds, duration) ? now : null),
  };
}
