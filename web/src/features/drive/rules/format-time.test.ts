import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows YYYY-MM-DD HH:mm in local time', () => {
    const local = new Date(2024, 2, 5, 9, 7, 30).toISOString();
    expect(formatTime(local)).toBe('2024-03-05 09:07');
  });

  it('shows a dash for no time or a broken one', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('not a time')).toBe('—');
  });
});
