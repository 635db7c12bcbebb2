import { describe, expect, it } from 'vitest';
import { PLAN_DAY_STATUSES, PLAN_ITEM_STATUSES } from '@qiao/contracts/plans';
import {
  DAY_STATUS_LEGEND,
  DAY_STATUS_TONES,
  ITEM_STATUS_TONES,
  TONE_TAG_COLOURS,
  dayTone,
} from './status-colours';

describe('status colours', () => {
  it('gives every day status its own tone, and the legend names each once', () => {
    const tones = PLAN_DAY_STATUSES.map((status) => DAY_STATUS_TONES[status]);
    expect(new Set(tones).size).toBe(PLAN_DAY_STATUSES.length);
    expect([...DAY_STATUS_LEGEND].sort()).toEqual([...PLAN_DAY_STATUSES].sort());
  });

  it('tells a missed day from a done one and a done-late item from a postponed one', () => {
    expect(TONE_TAG_COLOURS[DAY_STATUS_TONES.notDone]).toBe('red');
    expect(TONE_TAG_COLOURS[DAY_STATUS_TONES.done]).toBe('green');
    expect(ITEM_STATUS_TONES.doneLate).not.toBe(ITEM_STATUS_TONES.postponed);
    for (const status of PLAN_ITEM_STATUSES) {
      expect(TONE_TAG_COLOURS[ITEM_STATUS_TONES[status]]).toBeTruthy();
    }
  });

  it('leaves a rest day without a colour', () => {
    expect(dayTone(null)).toBeNull();
    expect(dayTone('remaining')).toBe('ahead');
  });
});
