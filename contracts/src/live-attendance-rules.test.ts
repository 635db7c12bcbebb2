import { describe, expect, it } from 'vitest';
import {
  compareMyLiveClasses,
  joinRefusalAt,
  mayCancelAt,
  maySignUpAt,
  myLiveBucketOf,
} from './live-attendance-rules';

const schedule = { startsAt: '2026-11-23T10:00:00Z', endsAt: '2026-11-23T11:00:00Z' };
const at = (iso: string) => new Date(iso);

describe('live attendance rules', () => {
  it.each([
    ['2026-11-23T09:59:59Z', true, true, 'liveNotStarted'],
    ['2026-11-23T10:00:00Z', true, false, null],
    ['2026-11-23T10:59:59Z', true, false, null],
    ['2026-11-23T11:00:00Z', false, false, 'liveEnded'],
  ] as const)(
    'at %s: sign up %s, cancel %s, join refused for %s',
    (now, signUp, cancel, refusal) => {
      expect(maySignUpAt(schedule, at(now))).toBe(signUp);
      expect(mayCancelAt(schedule, at(now))).toBe(cancel);
      expect(joinRefusalAt(schedule, at(now))).toBe(refusal);
    },
  );

  it('put live and upcoming classes ahead, ended ones in the past', () => {
    expect(myLiveBucketOf('live')).toBe('ahead');
    expect(myLiveBucketOf('upcoming')).toBe('ahead');
    expect(myLiveBucketOf('ended')).toBe('past');
  });

  it('order my classes: ahead soonest first, then ended latest first, ties by id', () => {
    const now = at('2026-11-23T12:00:00Z');
    const classes = [
      { id: 'ended-early', startsAt: '2026-11-20T10:00:00Z', endsAt: '2026-11-20T11:00:00Z' },
      { id: 'next-week', startsAt: '2026-11-30T10:00:00Z', endsAt: '2026-11-30T11:00:00Z' },
      { id: 'ended-late', startsAt: '2026-11-22T10:00:00Z', endsAt: '2026-11-22T11:00:00Z' },
      { id: 'on-now', startsAt: '2026-11-23T11:30:00Z', endsAt: '2026-11-23T13:00:00Z' },
      { id: 'tomorrow-b', startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T11:00:00Z' },
      { id: 'tomorrow-a', startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T12:00:00Z' },
    ];
    const ordered = [...classes].sort((a, b) => compareMyLiveClasses(a, b, now));
    expect(ordered.map((entry) => entry.id)).toEqual([
      'on-now',
      'tomorrow-a',
      'tomorrow-b',
      'next-week',
      'ended-late',
      'ended-early',
    ]);
  });
});
