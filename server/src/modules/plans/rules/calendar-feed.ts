import { addDays, type LocalDate } from './calendar-dates';

/**
 * A plan's items as an iCalendar feed (RFC 5545) the phone's calendar subscribes to: one all-day
 * event per study day, listing that day's class hours. Pure text; the route serves it.
 */
export interface FeedDay {
  date: LocalDate;
  titles: string[];
  /** Stable per learner and day, so a refreshed feed updates events instead of adding them. */
  uid: string;
}

/** Escapes text as iCalendar wants it (backslash, semicolon, comma, newline). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1); continuation lines start with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never cut inside a UTF-8 sequence: step back over continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const compact = (date: LocalDate) => date.replaceAll('-', '');

export function calendarFeed(input: {
  name: string;
  stampedAt: Date;
  days: readonly FeedDay[];
}): string {
  const stamp = input.stampedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Qiao//Study plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const day of input.days) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${day.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(day.date)}`,
      `DTEND;VALUE=DATE:${compact(addDays(day.date, 1))}`,
      `SUMMARY:${escapeText(day.titles.length === 1 ? day.titles[0]! : `${input.name} (${day.titles.length})`)}`,
      `DESCRIPTION:${escapeText(day.titles.join('\n'))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
