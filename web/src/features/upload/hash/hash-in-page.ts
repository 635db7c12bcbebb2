import { md5 } from 'hash-wasm';
import type { HashFile } from './hash-in-worker';
import { UnreadableFileError } from './hash-in-worker';

/**
 * MD5 of a small file (one that fits one request) on the page's own thread, with the same
 * hash-wasm MD5 as the worker. For such a file, starting a worker costs more than hashing its
 * bytes; a folder of thousands of small files would spend most of its time starting workers.
 */
export const hashInPage: HashFile = async (blob, { signal } = {}) => {
  signal?.throwIfAborted();
  let bytes: ArrayBuffer;
  try {
    bytes = await blob.arrayBuffer();
  } catch (error) {
    throw new UnreadableFileError(String(error));
  }
  signal?.throwIfAborted();
  return md5(new Uint8Array(bytes));
};
