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

  it('count what the video played before they were kept, and go on from there', () => {
    const spans = new WatchedSpans();
    // The early video played 0–2.4 s before its player took it over, still playing.
    spans.playedBefore(0, 2.4);
    spans.playedBefore(3, 3);
    for (const time of [2.4, 2.6, 3]) spans.played(time);
    expect(spans.take()).toEqual([
      [0, 2.4],
      [2.4, 3],
    ]);
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

/** A clock the test moves by hand (milliseconds). */
function handClock() {
  let now = 0;
  return { now: () => now, pass: (seconds: number) => (now += seconds * 1000) };
}

describe('a clip played from start to end', () => {
  it('covers the whole clip, from where playback started to the end it reached', () => {
    // As Chromium plays the demo's 8 s clip: `playing` at 0, the first `timeupdate` at 0.169, the
    // last one while still playing at 7.871; the one at 8 arrives already paused (then `pause`
    // and `ended`), so only the pause or end tells the span reached the end.
    const clock = handClock();
    const spans = new WatchedSpans(1.5, clock.now);
    spans.played(0);
    let time = 0.169;
    for (; time < 7.9; time += 0.2505) {
      clock.pass(0.2505);
      spans.played(Math.round(time * 1000) / 1000);
    }
    clock.pass(0.13);
    spans.stopped(8);
    spans.stopped(8);
    expect(spans.take()).toEqual([[0, 8]]);
  });

  it('joins the spans either side of a report, a pause and a resume', () => {
    const clock = handClock();
    const spans = new WatchedSpans(1.5, clock.now);
    spans.played(0);
    clock.pass(2);
    spans.played(2);
    const first = spans.take();
    clock.pass(1.4);
    spans.stopped(3.4);
    clock.pass(30);
    spans.played(3.4);
    clock.pass(0.6);
    spans.stopped(4);
    expect([...first, ...spans.take()]).toEqual([
      [0, 2],
      [2, 3.4],
      [3.4, 4],
    ]);
  });

  it('keeps the span when timeupdates come late on a busy machine', () => {
    const clock = handClock();
    const spans = new WatchedSpans(1.5, clock.now);
    spans.played(0);
    clock.pass(2.5);
    spans.played(2.5);
    clock.pass(2.5);
    spans.stopped(5);
    expect(spans.take()).toEqual([[0, 5]]);
  });

  it('does not reach the end when the learner seeked there', () => {
    const clock = handClock();
    const spans = new WatchedSpans(1.5, clock.now);
    spans.played(0);
    clock.pass(1);
    spans.played(1);
    spans.close(); // the seeking event
    clock.pass(0.1);
    spans.stopped(8);
    expect(spans.take()).toEqual([[0, 1]]);
  });

  it('does not reach the end by a jump bigger than the time played allows', () => {
    const clock = handClock();
    const spans = new WatchedSpans(1.5, clock.now);
    spans.played(0);
    clock.pass(1);
    spans.played(1);
    clock.pass(0.2);
    spans.stopped(8);
    expect(spans.take()).toEqual([[0, 1]]);
  });
});
