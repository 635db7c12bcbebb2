import { createHMAC, createMD5, createSHA256 } from 'hash-wasm';
import type { Md5Answer, Md5Request } from './md5-messages';

/**
 * Hashes a file, or a byte range of it, off the main thread with hash-wasm's WASM MD5 (or the
 * HMAC-SHA256 an instant-upload proof needs), reading one piece at a time so memory stays at one
 * piece whatever the file's size.
 */
// The web project's types are the page's (DOM); only these two members of the worker scope are used.
const scope = self as unknown as {
  postMessage(message: Md5Answer): void;
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null;
};

function answer(message: Md5Answer): void {
  scope.postMessage(message);
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

scope.onmessage = async (event) => {
  const { blob, range, hmacKey, pieceBytes } = event.data;
  const start = range?.start ?? 0;
  const end = range ? range.end + 1 : blob.size;
  let stage: 'reading' | 'hashing' = 'hashing';
  try {
    const md5 = hmacKey ? await createHMAC(createSHA256(), hexBytes(hmacKey)) : await createMD5();
    md5.init();
    for (let offset = start; offset < end; offset += pieceBytes) {
      stage = 'reading';
      const piece = await blob.slice(offset, Math.min(end, offset + pieceBytes)).arrayBuffer();
      stage = 'hashing';
      md5.update(new Uint8Array(piece));
      answer({
        kind: 'progress',
        done: Math.min(end, offset + pieceBytes) - start,
        total: end - start,
      });
    }
    answer({ kind: 'done', md5: md5.digest('hex') });
  } catch (error) {
    answer({ kind: 'failed', unreadable: stage === 'reading', message: String(error) });
  }
};
