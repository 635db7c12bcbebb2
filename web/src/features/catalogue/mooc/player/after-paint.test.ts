import { describe, expect, it } from 'vitest';
import { afterPaintWhenIdle, IDLE_WAIT_MS } from './after-paint';

/** A window whose frames and idle periods come when the test says. */
function fakeWindow(withIdle: boolean) {
  const frames: (() => void)[] = [];
  const idles: { run: () => void; timeout?: number }[] = [];
  const tasks: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => tasks.push(run),
    ...(withIdle
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
            idles.push({ run, timeout: options?.timeout }),
        }
      : {}),
  } as unknown as Window;
  return { win, frames, idles, tasks };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('after the paint, when the page is idle', () => {
  it('waits for the next frame, then for the thread to be idle, at most a moment', async () => {
    const { win, frames, idles } = fakeWindow(true);
    const waiting = afterPaintWhenIdle(win);
    expect(await settled(waiting)).toBe(false);
    frames.shift()!();
    // Painted, but the browser still has work of its own (a video starting): not yet.
    expect(await settled(waiting)).toBe(false);
    expect(idles).toHaveLength(1);
    expect(idles[0]!.timeout).toBe(IDLE_WAIT_MS);
    idles[0]!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it('settles in the task after the frame where there are no idle callbacks', async () => {
    const { win, frames, tasks } = fakeWindow(false);
    const waiting = afterPaintWhenIdle(win);
    frames.shift()!();
    expect(await settled(waiting)).toBe(false);
    tasks.shift()!();
    expect(await settled(waiting)).toBe(true);
  });
});
