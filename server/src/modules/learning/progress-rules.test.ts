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
  type Span,
  type WatchState,
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

  it('credits the fractions of seconds played exactly, not whole seconds only', () => {
    expect(creditWatching([], [[0.4, 3.6]], 10, 10).spans).toEqual([[0.4, 3.6]]);
    // The report a player sent for the demo's 8 s clip once lost 2 s to rounding here.
    const { credited } = creditWatching([], [[0.169, 7.871]], 8, 20);
    expect(credited).toBeCloseTo(7.702, 6);
  });

  it('spends a fractional budget exactly', () => {
    const { spans, credited } = creditWatching([], [[0, 10]], 10, 2.5);
    expect(spans).toEqual([[0, 2.5]]);
    expect(credited).toBe(2.5);
  });

  it('joins spans cut at a pause or between two reports without losing the cut', () => {
    const first = creditWatching([], [[0, 2.345]], 8, 10);
    const second = creditWatching(first.spans, [[2.345, 5.5]], 8, 10);
    const third = creditWatching(second.spans, [[5.5, 8]], 8, 10);
    expect(third.spans).toEqual([[0, 8]]);
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
    expect(videoDone(7.2, 8)).toBe(true);
    expect(videoDone(8, 8)).toBe(true);
    expect(videoDone(7.1, 8)).toBe(false);
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

/**
 * Reports as a player sends them, each `after` seconds of wall clock since the previous one (the
 * first since the content was opened), through to the record they leave.
 */
function watchThrough(
  durationSeconds: number,
  reports: readonly { after: number; watched: [number, number][]; at?: number }[],
) {
  let clock = new Date('2026-11-25T10:00:00Z').getTime();
  let state: WatchState = { watchedSpans: [], lastReportAt: new Date(clock), completedAt: null };
  let watchedSeconds = 0;
  for (const report of reports) {
    clock += report.after * 1000;
    const next = afterReport(
      state,
      { currentTime: report.at ?? report.watched.at(-1)?.[1] ?? 0, watched: report.watched },
      durationSeconds,
      new Date(clock),
    );
    state = next;
    watchedSeconds = spanSeconds(next.watchedSpans);
  }
  return { watchedSeconds, done: state.completedAt !== null };
}

describe('watching a clip from start to end completes it, whatever its length', () => {
  // The player reports once at the first `timeupdate` (nothing played yet), then on `pause` and
  // `ended` with the span from where playback started to the end it reached.
  it.each([1, 2, 3, 5, 8, 8.04, 12, 300])('a clip of %s s played straight through', (seconds) => {
    const record = watchThrough(seconds, [
      { after: 0.3, watched: [] },
      { after: seconds, watched: [[0, seconds]] },
      { after: 0.01, watched: [] },
    ]);
    expect(record.done).toBe(true);
    expect(record.watchedSeconds).toBeCloseTo(seconds, 6);
  });

  it.each([1, 2, 4, 8])('a clip of %s s played at twice the speed', (seconds) => {
    const record = watchThrough(seconds, [
      { after: 0.2, watched: [] },
      { after: seconds / 2, watched: [[0, seconds]] },
    ]);
    expect(record.done).toBe(true);
  });

  const pausedThreeTimes: Span[] = [
    [0, 1.234],
    [1.234, 3.5],
    [3.5, 5.02],
    [5.02, 8],
  ];
  const pausedEverySecond: Span[] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 8],
  ];
  it.each([
    ['paused three times', pausedThreeTimes],
    ['paused at every second', pausedEverySecond],
  ] as const)('an 8 s clip %s loses nothing at the pauses', (_, spans) => {
    // One report per pause, each with the span played since the one before.
    const record = watchThrough(
      8,
      spans.map((span) => ({ after: 3, watched: [span] })),
    );
    expect(record.watchedSeconds).toBeCloseTo(8, 6);
    expect(record.done).toBe(true);
  });

  it.each([
    // Seeking to the end from the start plays nothing; the ended event adds no span by itself.
    ['seeks to the end at once', 8, [{ after: 1, watched: [], at: 8 }]],
    ['plays a second, then seeks to the end', 8, [{ after: 2, watched: [[0, 1]], at: 8 }]],
    [
      'plays a second, seeks near the end and plays to it',
      8,
      [
        {
          after: 3,
          watched: [
            [0, 1],
            [7.5, 8],
          ] as Span[],
          at: 8,
        },
      ],
    ],
    ['opens a 1 s clip and never plays it', 1, [{ after: 5, watched: [], at: 1 }]],
    ['skips the first second of a 2 s clip', 2, [{ after: 5, watched: [[1, 2]] as Span[] }]],
  ] as const)('a learner who %s has not finished it', (_, seconds, reports) => {
    const record = watchThrough(
      seconds,
      reports.map((report) => ({ ...report, watched: [...report.watched] as Span[] })),
    );
    expect(record.done).toBe(false);
  });

  it('claiming a whole clip straight after opening it completes nothing', () => {
    const record = watchThrough(8, [{ after: 0.5, watched: [[0, 8]] }]);
    expect(record.watchedSeconds).toBe(3); // 0.5 s of wall clock at 2×, plus 2 s of slack
    expect(record.done).toBe(false);
  });
});
