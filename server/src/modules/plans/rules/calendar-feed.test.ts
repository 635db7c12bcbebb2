import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeText, foldLine } from './calendar-feed';

describe('the calendar feed', () => {
  it('writes one all-day event per study day', () => {
    const text = calendarFeed({
      name: 'Qiao',
      stampedAt: new Date('2026-11-30T08:00:00.123Z'),
      days: [{ date: '2026-12-31', titles: ['第1课, 你好'], uid: 'u-1@qiao' }],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(text).toContain('DTSTAMP:20261130T080000Z\r\n');
    expect(text).toContain('SUMMARY:第1课\\, 你好\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines without cutting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const line = `SUMMARY:${'درس '.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(line);
  });
});
