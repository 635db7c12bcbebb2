import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import type { Md5Answer, Md5Request } from './md5-messages';

/** The file could not be read: the panel tells the user to check it, then cancels it. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}

export interface HashOptions {
  /** Inclusive byte range (instant-upload proof); the whole file when absent. */
  range?: { start: number; end: number };
  /** Hex key: answer HMAC-SHA256 under it instead of the MD5 (instant-upload proof). */
  hmacKey?: string;
  /** Share done, 0..1, after each piece. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

export type HashFile = (blob: Blob, options?: HashOptions) => Promise<string>;

/**
 * MD5 of a file in 1 MiB pieces (spec §4), or the HMAC of a range, in a Web Worker of its own;
 * aborting terminates the worker, so a paused file stops reading at once.
 */
export const hashInWorker: HashFile = (blob, { range, hmacKey, onProgress, signal } = {}) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(new URL('./md5-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<Md5Answer>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        onProgress?.(message.total > 0 ? message.done / message.total : 1);
        return;
      }
      finish();
      if (message.kind === 'done') resolve(message.md5);
      else if (message.unreadable) reject(new UnreadableFileError(message.message));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'MD5 worker failed'));
    };
    const request: Md5Request = {
      blob,
      range,
      hmacKey,
      pieceBytes: UPLOAD_LIMITS.hashPieceBytes,
    };
    worker.postMessage(request);
  });
