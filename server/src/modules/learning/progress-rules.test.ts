import { describe, expect, it } from 'vitest';
import {
  afterReport,
  blockingHours,
  clampPosition,
  coursePercent,
  creditBudget,
  creditWatching,
  hourDone,
  itemPercent,
  mergeSpans,
  resumeTime,
  spanSeconds,
  videoDone,
  videoProgress,
  type HourState,
} from './progress-rules';

describe('watched spans', () => {
  it('merge overlapping and touching spans and drop empty ones', () => {
    expect(
      mergeSpans([
        [5, 8],
        [0, 3],
        [3, 4],
        [7, 10],
        [12, 12],
      ]),
    ).toEqual([
      [0, 4],
      [5, 10],
    ]);
    expect(
      spanSeconds([
        [0, 4],
        [5, 10],
      ]),
    ).toBe(9);
  });
});

describe('crediting a report', () => {
  it('credits what was played when the wall clock allows it', () => {
    const { spans, credited } = creditWatching([], [[0, 6]], 300, 20);
    expect(spans).toEqual([[0, 6]]);
    expect(credited).toBe(6);
  });

  it('never credits more new time than the wall clock allows', () => {
    const { spans, credited } = creditWatching([], [[0, 300]], 300, 12);
    expect(credited).toBe(12);
    expect(spans).toEqual([[0, 12]]);
  });

  it('counts a second watched twice once, so rewatching spends no budget', () => {
    const { spans, credited } = creditWatching(
      [[0, 10]],
      [
        [0, 10],
        [10, 14],
      ],
      300,
      5,
    );
    expect(spans).toEqual([[0, 14]]);
    expect(credited).toBe(4);
  });

  it('stops at the end of the video and ignores spans outside it', () => {
    const { spans, credited } = creditWatching(
      [],
      [
        [5, 50],
        [60, 90],
      ],
      8,
      100,
    );
    expect(spans).toEqual([[5, 8]]);
    expect(credited).toBe(3);
  });

  it('counts only whole seconds played', () => {
    expect(creditWatching([], [[0.4, 3.6]], 10, 10).spans).toEqual([[1, 3]]);
  });

  it('gives the budget of the elapsed wall clock at the fastest speed, plus a little slack', () => {
    const now = new Date('2026-11-25T10:00:10Z');
    expect(creditBudget(new Date('2026-11-25T10:00:00Z'), now)).toBe(22);
    expect(creditBudget(null, now)).toBe(2);
    // A clock that went backwards gives no more than the slack.
    expect(creditBudget(new Date('2026-11-25T10:01:00Z'), now)).toBe(2);
  });
});

describe('a video record', () => {
  it('is done at 90% watched, not before', () => {
    expect(videoDone(7, 8)).toBe(true);
    expect(videoDone(6, 8)).toBe(false);
    expect(videoDone(270, 300)).toBe(true);
    expect(videoDone(269, 300)).toBe(false);
    expect(videoDone(10, null)).toBe(false);
  });

  it('shows progress as a whole percentage of the length', () => {
    expect(videoProgress(4, 8)).toBe(50);
    expect(videoProgress(9, 8)).toBe(100);
    expect(videoProgress(4, null)).toBe(0);
  });

  it('resumes where it was left, or from the start once at the end', () => {
    expect(resumeTime(3.5, 8)).toBe(3.5);
    expect(resumeTime(7.5, 8)).toBe(0);
    expect(resumeTime(-2, 8)).toBe(0);
    expect(clampPosition(99, 8)).toBe(8);
    expect(clampPosition(99, null)).toBe(99);
  });
});

describe('a catalogue item', () => {
  it.each([
    ['a video never opened', true, undefined, 100, 0],
    ['a video a third watched', true, { watchedSeconds: 30, done: false }, 90, 33],
    ['a video finished', true, { watchedSeconds: 81, done: true }, 90, 100],
    ['a video without a known length', true, { watchedSeconds: 30, done: false }, null, 0],
    ['a document never opened', false, undefined, null, 0],
    ['a document opened', false, { watchedSeconds: 0, done: true }, null, 100],
  ] as const)('%s is at the percent its record says', (_, isVideo, record, duration, percent) => {
    expect(itemPercent(isVideo, record, duration)).toBe(percent);
  });
});

describe('class hours and the course', () => {
  const hour = (id: string, requiresPrevious: boolean, done: number, of = 1): HourState => ({
    id,
    requiresPrevious,
    countable: of,
    doneContents: done,
  });

  it('a class hour is done when all its videos and documents are', () => {
    expect(hourDone(hour('a', false, 2, 2))).toBe(true);
    expect(hourDone(hour('a', false, 1, 2))).toBe(false);
    expect(hourDone(hour('a', false, 0, 0))).toBe(true);
  });

  it('locks a class hour that requires the previous one until that one is done', () => {
    expect(
      blockingHours([
        hour('h1', true, 1),
        hour('h2', true, 0),
        hour('h3', true, 0),
        hour('h4', false, 0),
      ]),
    ).toEqual([null, null, 'h2', null]);
  });

  it('counts the course as the share of class hours done, rounded down', () => {
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(3, 3)).toBe(100);
    expect(coursePercent(0, 0)).toBe(0);
  });
});

describe('a record after a report', () => {
  const start = new Date('2026-11-25T10:00:00Z');
  const tenSecondsLater = new Date(start.getTime() + 10_000);

  it('credits what the wall clock allows, keeps the position inside the video', () => {
    const next = afterReport(
      { watchedSpans: [], lastReportAt: start, completedAt: null },
      { currentTime: 500, watched: [[0, 60]] },
      100,
      tenSecondsLater,
    );
    // 10 s of wall clock at up to 2× plus 2 s of slack: 22 s, not the 60 claimed.
    expect(next.watchedSeconds).toBe(22);
    expect(next.currentTime).toBe(100);
    expect(next.completedAt).toBeNull();
    expect(next.lastReportAt).toBe(tenSecondsLater);
  });

  it('finishes a video at 90 % and never unfinishes it', () => {
    const done = afterReport(
      { watchedSpans: [[0, 80]], lastReportAt: start, completedAt: null },
      { currentTime: 90, watched: [[80, 90]] },
      100,
      tenSecondsLater,
    );
    expect(done.completedAt).toBe(tenSecondsLater);
    const earlier = new Date('2026-11-01T00:00:00Z');
    const again = afterReport(
      { watchedSpans: [[0, 10]], lastReportAt: start, completedAt: earlier },
      { currentTime: 5, watched: [] },
      100,
      tenSecondsLater,
    );
    expect(again.completedAt).toBe(earlier);
  });
});
