import { describe, expect, it } from 'vitest';
import {
  courseAccessOf,
  LIVE_CATEGORY_IDS,
  liveCategoryIdOf,
  liveCategoryOf,
  liveJoinUrl,
  liveStatusAt,
} from './catalogue-mooc-rules';

describe('live categories', () => {
  it('read -1 as all and 1, 2, 3 as examination, language learning, professional training', () => {
    expect(LIVE_CATEGORY_IDS.map(liveCategoryOf)).toEqual([
      null,
      'examination',
      'learn',
      'profession',
    ]);
  });

  it('go back to their number, -1 for a class with no category', () => {
    expect(liveCategoryIdOf('examination')).toBe(1);
    expect(liveCategoryIdOf('profession')).toBe(3);
    expect(liveCategoryIdOf(null)).toBe(-1);
  });
});

describe('live status', () => {
  const schedule = { startsAt: '2026-11-23T10:00:00Z', endsAt: '2026-11-23T11:00:00Z' };
  it.each([
    ['2026-11-23T09:59:59Z', 'upcoming'],
    ['2026-11-23T10:00:00Z', 'live'],
    ['2026-11-23T10:59:59Z', 'live'],
    ['2026-11-23T11:00:00Z', 'ended'],
    ['2026-12-01T00:00:00Z', 'ended'],
  ])('at %s is %s', (now, status) => {
    expect(liveStatusAt(schedule, new Date(now))).toBe(status);
  });
});

describe('join link', () => {
  it('puts the room where the provider address says {room}', () => {
    expect(liveJoinUrl('https://live.example.org/r/{room}?lang=ar', 'hsk 1')).toBe(
      'https://live.example.org/r/hsk%201?lang=ar',
    );
  });

  it('otherwise adds the room as the last path segment, keeping the query', () => {
    expect(liveJoinUrl('https://live.example.org/rooms/', 'a/b')).toBe(
      'https://live.example.org/rooms/a%2Fb',
    );
    expect(liveJoinUrl('https://live.example.org?x=1', 'r1')).toBe(
      'https://live.example.org/r1?x=1',
    );
  });

  it('is missing without a provider or a room', () => {
    expect(liveJoinUrl(undefined, 'r1')).toBeNull();
    expect(liveJoinUrl('https://live.example.org', '')).toBeNull();
  });
});

describe('course access', () => {
  it('opens a free course to all and a priced one only once bought', () => {
    expect(courseAccessOf(false, false)).toBe('open');
    expect(courseAccessOf(true, false)).toBe('locked');
    expect(courseAccessOf(true, true)).toBe('open');
  });
});
