import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';

export type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

export const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Only one file record is created at a time (spec §4): a task that finds the gate busy tries
 * again after `retryMs` (1000 ms), rather than queueing, as the spec describes. A cancelled
 * waiter simply stops trying.
 */
export function oneAtATime(retryMs: number = UPLOAD_LIMITS.createRetryMs, pause: Wait = wait) {
  let busy = false;
  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    while (busy) await pause(retryMs, signal);
    signal?.throwIfAborted();
    busy = true;
    try {
      return await task();
    } finally {
      busy = false;
    }
  };
}
