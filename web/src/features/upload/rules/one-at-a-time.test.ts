import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('one file record at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a second creation wait and retry after 1000 ms until the first is done', async () => {
    const gate = oneAtATime(1000);
    const log: string[] = [];
    let finishFirst = () => {};
    const first = gate(
      () =>
        new Promise<string>((resolve) => {
          log.push('first starts');
          finishFirst = () => resolve('first');
        }),
    );
    const second = gate(async () => {
      log.push('second starts');
      return 'second';
    });

    await vi.advanceTimersByTimeAsync(2500);
    expect(log).toEqual(['first starts']);

    // The second tried at 1000 and 2000 ms; its next try, at 3000 ms, finds the gate free.
    finishFirst();
    await expect(first).resolves.toBe('first');
    await vi.advanceTimersByTimeAsync(499);
    expect(log).toEqual(['first starts']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toBe('second');
    expect(log).toEqual(['first starts', 'second starts']);
  });

  it('frees the gate when a creation fails', async () => {
    const gate = oneAtATime(1000);
    await expect(gate(() => Promise.reject(new Error('over quota')))).rejects.toThrow('over quota');
    await expect(gate(async () => 'next')).resolves.toBe('next');
  });

  it('stops a waiting creation that is cancelled', async () => {
    const gate = oneAtATime(1000);
    let finishFirst = () => {};
    const first = gate(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const controller = new AbortController();
    const task = vi.fn(async () => 'never');
    const second = gate(task, controller.signal);
    const settled = expect(second).rejects.toBeDefined();
    controller.abort();
    await settled;
    finishFirst();
    await first;
    expect(task).not.toHaveBeenCalled();
  });
});
