import { describe, expect, it } from 'vitest';
import { shareEndTime, shareLinkPath, shareStateOf } from './share-rules';

const start = new Date('2026-03-01T00:00:00Z');

describe('shareEndTime', () => {
  it.each([
    [1, '2026-03-02T00:00:00.000Z'],
    [7, '2026-03-08T00:00:00.000Z'],
    [30, '2026-03-31T00:00:00.000Z'],
    [0, null],
  ])('%i days', (duration, expected) => {
    expect(shareEndTime(start, duration)?.toISOString() ?? null).toBe(expected);
  });
});

describe('shareStateOf', () => {
  const now = new Date('2026-03-05T00:00:00Z');
  it.each([
    ['permanent', { cancelledAt: null, endTime: null }, 'live'],
    ['ends later', { cancelledAt: null, endTime: '2026-03-06T00:00:00Z' }, 'live'],
    ['ends now', { cancelledAt: null, endTime: now }, 'expired'],
    ['ended', { cancelledAt: null, endTime: '2026-03-04T00:00:00Z' }, 'expired'],
    ['cancelled', { cancelledAt: '2026-03-04T00:00:00Z', endTime: null }, 'cancelled'],
    ['cancelled and ended', { cancelledAt: now, endTime: '2026-03-01T00:00:00Z' }, 'cancelled'],
  ] as const)('%s', (_label, share, expected) => {
    expect(shareStateOf(share, now)).toBe(expected);
  });
});

describe('shareLinkPath', () => {
  it('opens the Share page at the share root', () => {
    expect(shareLinkPath('Ab_9-x')).toBe('/#/pages/Share/Share?filePath=/&shareBatchNum=Ab_9-x');
  });
});
