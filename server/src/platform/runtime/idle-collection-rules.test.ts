import { describe, expect, it } from 'vitest';
import { IDLE_COLLECTION, shouldCollect, type HeapWatch } from './idle-collection-rules';

const MB = 1024 * 1024;
const quietAfterLoad: HeapWatch = {
  inFlight: 0,
  quietForMs: IDLE_COLLECTION.quietMs,
  heapUsed: 320 * MB,
  heapUsedAfterCollection: 90 * MB,
};

describe('when the idle server collects its garbage', () => {
  it('collects once requests have stopped long enough after the heap grew', () => {
    expect(shouldCollect(quietAfterLoad)).toBe(true);
  });

  it('waits while a request is in flight, however long ago the last one ended', () => {
    expect(shouldCollect({ ...quietAfterLoad, inFlight: 1, quietForMs: 60_000 })).toBe(false);
  });

  it('waits until the quiet has lasted', () => {
    expect(shouldCollect({ ...quietAfterLoad, quietForMs: IDLE_COLLECTION.quietMs - 1 })).toBe(
      false,
    );
  });

  it('leaves a heap that has hardly grown since the last collection', () => {
    const grown = quietAfterLoad.heapUsedAfterCollection + IDLE_COLLECTION.growthBytes - 1;
    expect(shouldCollect({ ...quietAfterLoad, heapUsed: grown })).toBe(false);
    expect(shouldCollect({ ...quietAfterLoad, heapUsed: grown + 1 })).toBe(true);
  });
});
