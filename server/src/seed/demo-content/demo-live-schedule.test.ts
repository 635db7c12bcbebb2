import { describe, expect, it } from 'vitest';
import { currentDemoSchedule } from './demo-live-schedule';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const seeded = Date.parse('2026-11-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const weekly = { startsAt: iso(seeded - HOUR), endsAt: iso(seeded + 60 * DAY), room: 'r1' };
const workshop = {
  startsAt: iso(seeded + 3 * DAY),
  endsAt: iso(seeded + 3 * DAY + HOUR),
  room: 'r2',
};

describe('the demo live schedule', () => {
  it('leaves both classes alone while the one on now has over a week left and the other is ahead', () => {
    const now = new Date(seeded + 2 * DAY);
    expect(currentDemoSchedule('live-hsk-weekly', weekly, now)).toBeNull();
    expect(currentDemoSchedule('live-tones-workshop', workshop, now)).toBeNull();
  });

  it('moves the workshop three days ahead once it has started, keeping its length and room', () => {
    const now = seeded + 3 * DAY + 10 * 60_000;
    expect(currentDemoSchedule('live-tones-workshop', workshop, new Date(now))).toEqual({
      startsAt: iso(now + 3 * DAY),
      endsAt: iso(now + 3 * DAY + HOUR),
      room: 'r2',
    });
  });

  it('renews the class on now for sixty days when less than a week is left, from its first start', () => {
    const now = seeded + 55 * DAY;
    expect(currentDemoSchedule('live-hsk-weekly', weekly, new Date(now))).toEqual({
      startsAt: weekly.startsAt,
      endsAt: iso(now + 60 * DAY),
      room: 'r1',
    });
  });

  it('brings the class on now back on after it ended', () => {
    const now = seeded + 90 * DAY;
    const renewed = currentDemoSchedule('live-hsk-weekly', weekly, new Date(now))!;
    expect(Date.parse(renewed.startsAt)).toBeLessThanOrEqual(now);
    expect(Date.parse(renewed.endsAt)).toBeGreaterThan(now);
  });

  it('never moves any other live class', () => {
    expect(
      currentDemoSchedule('live-spring-festival', weekly, new Date(seeded + 90 * DAY)),
    ).toBeNull();
  });
});
