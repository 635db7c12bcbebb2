import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** An upload's MD5 and SHA-256 as they stand, over the byte ranges added so far in order. */
export interface RunningHash {
  /** Hashes `length` bytes of `file` from `offset`, after every range added before. */
  add(file: string, offset: number, length: number): Promise<void>;
  /** The digests so far; the hash carries on afterwards. */
  digests(): Promise<{ md5: string; sha256: string }>;
  /** Frees the state. */
  close(): void;
}

/**
 * The hashing thread's code, plain CommonJS so it runs as it is under tsx, vitest or built
 * JavaScript alike. It reads each range itself, so the bytes never cross threads.
 */
const HASHING_THREAD = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const states = new Map();
const stateOf = (id) => {
  let state = states.get(id);
  if (!state) states.set(id, (state = { md5: createHash('md5'), sha256: createHash('sha256') }));
  return state;
};
parentPort.on('message', ({ seq, id, op, file, offset, length }) => {
  try {
    if (op === 'close') return void states.delete(id);
    const state = stateOf(id);
    if (op === 'digests') {
      const md5 = state.md5.copy().digest('hex');
      const sha256 = state.sha256.copy().digest('hex');
      return void parentPort.postMessage({ seq, md5, sha256 });
    }
    const bytes = Buffer.allocUnsafe(length);
    const fd = fs.openSync(file, 'r');
    try {
      for (let done = 0; done < length; ) {
        const read = fs.readSync(fd, bytes, done, length - done, offset + done);
        if (read === 0) throw new Error('The file ended before the range');
        done += read;
      }
    } finally {
      fs.closeSync(fd);
    }
    state.md5.update(bytes);
    state.sha256.update(bytes);
    parentPort.postMessage({ seq });
  } catch (error) {
    parentPort.postMessage({ seq, error: String(error) });
  }
});
`;

interface Answer {
  seq: number;
  error?: string;
  md5?: string;
  sha256?: string;
}

let thread: { worker: Worker; pending: Map<number, (answer: Answer) => void> } | undefined;
let nextSeq = 0;
let nextId = 0;

/** The one hashing thread of the process, started when first needed; it never keeps Node alive. */
function hashingThread() {
  if (thread) return thread;
  const worker = new Worker(HASHING_THREAD, { eval: true });
  worker.unref();
  const started = { worker, pending: new Map<number, (answer: Answer) => void>() };
  const fail = (error: string) => {
    // Its states are lost with it: every hash it held answers an error from now on.
    if (thread === started) thread = undefined;
    for (const answer of started.pending.values()) answer({ seq: -1, error });
    started.pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    started.pending.get(answer.seq)?.(answer);
    started.pending.delete(answer.seq);
  });
  worker.on('error', (error) => fail(String(error)));
  worker.on('exit', (code) => fail(`The hashing thread exited (${code})`));
  thread = started;
  return started;
}

/**
 * A running hash kept in a thread of its own: on a server that receives parts on its one main
 * thread, MD5 and SHA-256 of every byte (about 3 ms per MiB) would otherwise take turns with
 * receiving. The thread's states are in memory only, like the rest of an upload's running hash.
 */
export function runningHashInThread(): RunningHash {
  const owner = hashingThread();
  const id = (nextId += 1);
  const ask = (message: object): Promise<Answer> => {
    if (thread !== owner) return Promise.reject(new Error('The hashing thread was lost'));
    const seq = (nextSeq += 1);
    return new Promise((resolve, reject) => {
      owner.pending.set(seq, (answer) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer),
      );
      owner.worker.postMessage({ ...message, seq, id });
    });
  };
  return {
    add: async (file, offset, length) => {
      await ask({ op: 'add', file, offset, length });
    },
    digests: async () => {
      const { md5, sha256 } = await ask({ op: 'digests' });
      return { md5: md5!, sha256: sha256! };
    },
    close: () => {
      if (thread === owner) owner.worker.postMessage({ op: 'close', seq: 0, id });
    },
  };
}

/** The same on the calling thread, over bytes `read` answers (tests). */
export function runningHashHere(
  read: (offset: number, length: number) => Promise<Buffer>,
): RunningHash {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  return {
    add: async (_file, offset, length) => {
      const bytes = await read(offset, length);
      md5.update(bytes);
      sha256.update(bytes);
    },
    digests: async () => ({
      md5: md5.copy().digest('hex'),
      sha256: sha256.copy().digest('hex'),
    }),
    close: () => undefined,
  };
}
