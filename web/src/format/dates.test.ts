import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, NO_TIME } from './dates';

// Built from local parts, so the expected texts hold in any time zone the tests run in.
const morning = new Date(2026, 10, 25, 9, 7, 30);
const evening = new Date(2026, 10, 25, 21, 45);
// Arabic dates carry right-to-left marks between their parts; they are part of the text.
const RLM = '\u200f';

describe('dates in the interface language', () => {
  it('Arabic writes the day, then the month and year, with Latin digits', () => {
    expect(formatDate(morning, 'ar')).toBe(`25${RLM}/11${RLM}/2026`);
    expect(formatDateTime(morning, 'ar')).toBe(`25${RLM}/11${RLM}/2026، 9:07 ص`);
    expect(formatDateTime(evening, 'ar')).toBe(`25${RLM}/11${RLM}/2026، 9:45 م`);
    expect(formatDateTime(evening, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('Chinese writes year, month and day, then a 24-hour time', () => {
    expect(formatDate(morning, 'zh')).toBe('2026年11月25日');
    expect(formatDateTime(evening, 'zh')).toBe('2026年11月25日 21:45');
  });

  it('English writes the day before a short month name, then a 24-hour time', () => {
    expect(formatDate(morning, 'en')).toBe('25 Nov 2026');
    expect(formatDateTime(morning, 'en')).toBe('25 Nov 2026, 09:07');
  });

  it('reads the times the server sends, as ISO text or milliseconds', () => {
    expect(formatDateTime(morning.toISOString(), 'en')).toBe('25 Nov 2026, 09:07');
    expect(formatDate(morning.getTime(), 'zh')).toBe('2026年11月25日');
  });

  it('shows a dash for no time or a broken one', () => {
    for (const value of [null, undefined, '', 'not a time']) {
      expect(formatDate(value, 'ar')).toBe(NO_TIME);
      expect(formatDateTime(value, 'en')).toBe(NO_TIME);
      expect(formatRelative(value, 'zh')).toBe(NO_TIME);
    }
  });
});

describe('time left or gone, in the interface language', () => {
  const now = new Date(2026, 10, 25, 12, 0);
  const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

  it('counts in the largest whole unit', () => {
    expect(formatRelative(inDays(3), 'en', now)).toBe('in 3 days');
    expect(formatRelative(new Date(2026, 10, 25, 14, 30), 'en', now)).toBe('in 2 hours');
    expect(formatRelative(inDays(-1), 'en', now)).toBe('yesterday');
  });

  it('Arabic nouns agree with the number', () => {
    expect(formatRelative(inDays(1), 'ar', now)).toBe('غدًا');
    expect(formatRelative(inDays(3), 'ar', now)).toBe('خلال 3 أيام');
    expect(formatRelative(inDays(11), 'ar', now)).toBe('خلال 11 يومًا');
    expect(formatRelative(inDays(100), 'ar', now)).toBe('خلال 3 أشهر');
    expect(formatRelative(new Date(2026, 10, 25, 14, 0), 'ar', now)).toBe('خلال ساعتين');
  });

  it('Chinese', () => {
    expect(formatRelative(inDays(3), 'zh', now)).toBe('3天后');
    expect(formatRelative(inDays(-3), 'zh', now)).toBe('3天前');
  });
});
