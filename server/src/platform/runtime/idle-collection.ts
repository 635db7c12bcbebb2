import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { IDLE_COLLECTION, shouldCollect, type IdleCollectionLimits } from './idle-collection-rules';

export interface IdleCollectionDeps {
  heapUsed(): number;
  collect(): void;
  now(): number;
}

/**
 * A full collection of this isolate's heap. Node offers `gc()` only behind `--expose-gc`, a flag
 * every way of starting the server would have to pass; set for a moment, it gives `gc` to the one
 * context made meanwhile, and that context's `gc` collects the whole isolate.
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  try {
    // Called without options: V8 11's gc() took {type, execution, flavor} and freed nothing.
    const gc = vm.runInNewContext('gc') as () => void;
    // Twice: the first frees the garbage and learns which pages it left sparse; the second moves
    // their survivors together and hands the pages back (old space 190 → 99 MB after one, 19 MB
    // after two, for 13 MB live).
    return () => {
      gc();
      gc();
    };
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

const processHeap = (): IdleCollectionDeps => ({
  heapUsed: () => v8.getHeapStatistics().used_heap_size,
  collect: fullCollection(),
  now: () => performance.now(),
});

/**
 * Watches the server's requests and, once none has been in flight for a while after the heap grew,
 * collects its garbage in full (idle-collection-rules.ts says when). Answers a stop for shutdown;
 * the watch never keeps the process alive.
 */
export function collectWhenIdle(
  server: Server,
  deps: IdleCollectionDeps = processHeap(),
  limits: IdleCollectionLimits = IDLE_COLLECTION,
): { stop(): void } {
  let inFlight = 0;
  let lastEnded = deps.now();
  // Nothing collected yet: the first quiet moment after start collects what starting left.
  let heapUsedAfterCollection = 0;
  const onRequest = (_request: unknown, response: NodeJS.EventEmitter) => {
    inFlight += 1;
    // 'close' comes once an answer is sent or its client has gone, so an abort is counted too.
    response.once('close', () => {
      inFlight -= 1;
      lastEnded = deps.now();
    });
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    const heapUsed = deps.heapUsed();
    // The heap's own collections lower the floor growth is measured from.
    heapUsedAfterCollection = Math.min(heapUsedAfterCollection, heapUsed);
    const watch = {
      inFlight,
      quietForMs: deps.now() - lastEnded,
      heapUsed,
      heapUsedAfterCollection,
    };
    if (!shouldCollect(watch, limits)) return;
    deps.collect();
    heapUsedAfterCollection = deps.heapUsed();
  }, limits.checkEveryMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
