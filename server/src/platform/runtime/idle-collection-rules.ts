export interface IdleCollectionLimits {
  /** How long no request may be in flight before the heap counts as idle. */
  quietMs: number;
  /** How much the heap must have grown since the last collection to be worth one. */
  growthBytes: number;
  /** How often the watch looks (a glance at two counters). */
  checkEveryMs: number;
}

/**
 * When the server may collect its garbage in full: V8 leaves the old generation as large as a load
 * made it (its memory reducer seldom runs in a server that simply goes quiet), so a load of
 * catalogue reads left 300 MB of garbage beside 90 MB of live objects, held as resident memory
 * until the next burst. Once requests stop, one full collection hands it back (decision 074).
 */
export const IDLE_COLLECTION: IdleCollectionLimits = {
  quietMs: 2000,
  growthBytes: 32 * 1024 * 1024,
  checkEveryMs: 1000,
};

export interface HeapWatch {
  /** Requests whose answers have not finished. */
  inFlight: number;
  /** Milliseconds since the last request ended (or the watch began). */
  quietForMs: number;
  /** The heap's used bytes now. */
  heapUsed: number;
  /** The heap's used bytes after the last full collection (0 before the first). */
  heapUsedAfterCollection: number;
}

export function shouldCollect(
  watch: HeapWatch,
  limits: Pick<IdleCollectionLimits, 'quietMs' | 'growthBytes'> = IDLE_COLLECTION,
): boolean {
  return (
    watch.inFlight === 0 &&
    watch.quietForMs >= limits.quietMs &&
    watch.heapUsed - watch.heapUsedAfterCollection >= limits.growthBytes
  );
}
