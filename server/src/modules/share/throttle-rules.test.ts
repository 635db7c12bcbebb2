import { describe, expect, it } from 'vitest';
import { SHARE_CODE_THROTTLE, shareCodeWait } from './throttle-rules';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const times = (count: number, minutes = 1) =>
  Array.from({ length: count }, () => minutesAgo(minutes));

describe('extraction code throttle', () => {
  it.each([
    ['nothing failed', 0, 0, undefined],
    ['the address one short of its limit', 0, SHARE_CODE_THROTTLE.addressLimit - 1, undefined],
    ['the share one short of its limit', SHARE_CODE_THROTTLE.shareLimit - 1, 0, undefined],
    ['the address at its limit', 0, SHARE_CODE_THROTTLE.addressLimit, 14],
    ['the share at its limit', SHARE_CODE_THROTTLE.shareLimit, 0, 14],
    ['both at their limits', SHARE_CODE_THROTTLE.shareLimit, SHARE_CODE_THROTTLE.addressLimit, 14],
  ])('%s', (_label, share, address, wait) => {
    expect(shareCodeWait({ share: times(share), address: times(address) }, now)).toBe(wait);
  });

  it('waits for the oldest failure that keeps the counter full to leave the window', () => {
    const address = [minutesAgo(10), ...times(SHARE_CODE_THROTTLE.addressLimit - 1, 2)];
    expect(shareCodeWait({ share: [], address }, now)).toBe(5);
  });

  it('counts the share more generously than one address', () => {
    expect(SHARE_CODE_THROTTLE.shareLimit).toBeGreaterThan(SHARE_CODE_THROTTLE.addressLimit);
  });
});
