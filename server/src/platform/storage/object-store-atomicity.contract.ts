import { describe, expect, it } from 'vitest';
import { newObjectKey } from './object-key';
import { ObjectNotFoundError, ObjectSizeMismatchError } from './object-store-errors';
import {
  generatedDigests,
  generatedStream,
  MiB,
  readAll,
  sha256Of,
} from './object-store-test-data';
import type { ContractSubject } from './object-store.contract';

/** Larger than one S3 part (8 MiB), so the S3 store takes its multipart path. */
const MULTIPART_SIZE = 12 * MiB;

/** Streaming, digests of large bodies, and "whole object or nothing" under failure and races. */
export function defineAtomicityContract(subject: () => ContractSubject): void {
  const store = () => subject().store;

  describe('streaming', () => {
    it('writes a 20 MiB stream as it arrives, with correct digests', async () => {
      const size = 20 * MiB;
      const key = newObjectKey();
      // Halfway, the body waits until the backend holds some of it: a store that buffered the
      // whole body before writing would wait forever, and fails here instead.
      const body = generatedStream(size, {
        holdAt: {
          bytes: 10 * MiB,
          ready: async () => (await subject().bytesInFlight()) >= 4 * MiB,
          timeoutMs: 15_000,
          error: new Error('nothing reached the backend before the body ended: it was buffered'),
        },
      });
      const expected = generatedDigests(size);
      expect(await store().put(key, body)).toEqual(expected);
      expect(await store().head(key)).toEqual({ size });
      expect(await sha256Of((await store().get(key)).body)).toBe(expected.sha256);
      const tail = await store().get(key, { start: size - 5 * MiB - 3 });
      expect(tail.contentLength).toBe(5 * MiB + 3);
      expect((await readAll(tail.body)).length).toBe(5 * MiB + 3);
    });

    it('refuses a body whose length is not the announced size, storing nothing', async () => {
      for (const [announced, actual] of [
        [10, 5],
        [3, 5],
      ] as const) {
        const key = newObjectKey();
        const failure = store().put(key, Buffer.alloc(actual), { size: announced });
        await expect(failure).rejects.toBeInstanceOf(ObjectSizeMismatchError);
        expect(await store().exists(key)).toBe(false);
      }
      expect(await subject().leftovers()).toEqual([]);
    });
  });

  describe('atomic puts', () => {
    it('leaves no object, and no temp file, when the body fails half-way', async () => {
      const key = newObjectKey();
      const error = new Error('the browser went away');
      const body = generatedStream(MULTIPART_SIZE * 2, {
        failAt: { bytes: MULTIPART_SIZE, error },
      });
      await expect(store().put(key, body)).rejects.toThrow('the browser went away');
      expect(await store().exists(key)).toBe(false);
      expect(await subject().leftovers()).toEqual([]);
    });

    it('keeps the previous object whole when a replacing put fails', async () => {
      const key = newObjectKey();
      await store().put(key, Buffer.from('the good version'));
      const error = new Error('cut off');
      const body = generatedStream(MULTIPART_SIZE * 2, {
        failAt: { bytes: MULTIPART_SIZE, error },
      });
      await expect(store().put(key, body)).rejects.toThrow('cut off');
      expect((await readAll((await store().get(key)).body)).toString()).toBe('the good version');
    });

    it.each([
      ['no object', undefined],
      ['an older object', 'the old bytes'],
    ])('shows readers during a put either %s or the whole new one', async (_name, previous) => {
      const key = newObjectKey();
      if (previous) await store().put(key, Buffer.from(previous));
      const expected = generatedDigests(MULTIPART_SIZE);
      const putting = store().put(
        key,
        generatedStream(MULTIPART_SIZE, { chunkSize: 256 * 1024, delayMs: 5 }),
      );
      let done = false;
      void putting.finally(() => (done = true)).catch(() => undefined);
      const seen = new Set<string>();
      while (!done) {
        seen.add(await observe(key, previous, expected.sha256));
      }
      expect(await putting).toEqual(expected);
      seen.add(await observe(key, previous, expected.sha256));
      expect(seen.has('before')).toBe(true);
      expect([...seen].sort()).toEqual(['after', 'before']);
    });
  });

  /** What one reader sees: the state before the put, the whole new object, or something else. */
  async function observe(key: string, previous: string | undefined, newSha: string) {
    try {
      const read = await store().get(key);
      if (read.size === MULTIPART_SIZE) {
        return (await sha256Of(read.body)) === newSha ? 'after' : 'corrupt';
      }
      const text = (await readAll(read.body)).toString();
      return text === previous ? 'before' : `partial ${read.size}`;
    } catch (error) {
      if (error instanceof ObjectNotFoundError && previous === undefined) return 'before';
      throw error;
    }
  }
}
