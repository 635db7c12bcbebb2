import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './menu-fit';

const widths = { entries: [100, 150, 120, 130], more: 80, pinned: 40 };

describe('entries that fit the top menu', () => {
  it('shows every entry, and no "more", when all fit beside the pinned ones', () => {
    expect(entriesThatFit(widths, 540)).toBe(4);
    expect(entriesThatFit(widths, 1000)).toBe(4);
  });

  it('keeps room for "more" as soon as one entry must move into it', () => {
    // 539 px: all four need 500 + 40; with "more" (80) beside them, two fit (250 + 80 + 40).
    expect(entriesThatFit(widths, 539)).toBe(3);
    expect(entriesThatFit(widths, 489)).toBe(2);
    expect(entriesThatFit(widths, 370)).toBe(2);
    expect(entriesThatFit(widths, 369)).toBe(1);
  });

  it('shows none but "more" and the pinned entries in a very narrow menu', () => {
    expect(entriesThatFit(widths, 150)).toBe(0);
    expect(entriesThatFit(widths, 0)).toBe(0);
  });

  it('takes half a pixel of rounding as a fit', () => {
    expect(entriesThatFit({ entries: [100.4, 100.4], more: 50, pinned: 0 }, 200.5)).toBe(2);
  });
});
