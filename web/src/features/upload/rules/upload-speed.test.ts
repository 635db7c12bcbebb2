import { describe, expect, it } from 'vitest';
import { nextSpeed } from './upload-speed';

describe('upload speed', () => {
  it('takes the first sample as it is: 512 KiB in 500 ms is 1 MiB/s', () => {
    expect(nextSpeed(undefined, 512 * 1024, 500)).toBe(1024 * 1024);
  });

  it('moves a tenth of the way towards each new sample', () => {
    expect(nextSpeed(1000, 1500, 500)).toBeCloseTo(0.1 * 3000 + 0.9 * 1000, 10);
    expect(nextSpeed(1000, 0, 500)).toBeCloseTo(900, 10);
  });

  it('settles on a steady rate', () => {
    let speed: number | undefined = 0;
    for (let tick = 0; tick < 200; tick += 1) speed = nextSpeed(speed, 1000, 500);
    expect(speed).toBeCloseTo(2000, 3);
  });

  it('ignores a tick with no time elapsed and negative byte counts', () => {
    expect(nextSpeed(700, 100, 0)).toBe(700);
    expect(nextSpeed(undefined, -5, 500)).toBe(0);
  });
});
