import { describe, expect, it } from 'vitest';
import { WatchedSpans } from './watch-spans';

describe('the spans a learner played', () => {
  it('grow with playback and come out once', () => {
    const spans = new WatchedSpans();
    for (const time of [0, 0.25, 0.5, 1, 1.5, 2]) spans.played(time);
    expect(spans.take()).toEqual([[0, 2]]);
    expect(spans.take()).toEqual([]);
    spans.played(2.25);
    expect(spans.take()).toEqual([[2, 2.25]]);
  });

  it('do not cover what a seek skipped', () => {
    const spans = new WatchedSpans();
    for (const time of [0, 0.5, 1]) spans.played(time);
    // Dragging the bar to 6 s: a jump, not playing.
    for (const time of [6, 6.5, 7]) spans.played(time);
    expect(spans.take()).toEqual([
      [0, 1],
      [6, 7],
    ]);
  });

  it('close on pause and on a seek event, and start again from the new place', () => {
    const spans = new WatchedSpans();
    spans.played(3);
    spans.played(3.5);
    spans.close();
    spans.played(3.6);
    spans.played(4);
    spans.close();
    spans.played(1);
    spans.played(1.25);
    expect(spans.take()).toEqual([
      [3, 3.5],
      [3.6, 4],
      [1, 1.25],
    ]);
  });

  it('count nothing for a backwards step', () => {
    const spans = new WatchedSpans();
    spans.played(5);
    spans.played(4);
    expect(spans.take()).toEqual([]);
  });
});
