import { describe, expect, it } from 'vitest';
import { defineAtomicityContract } from './object-store-atomicity.contract';
import { newObjectKey } from './object-key';
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
} from './object-store-errors';
import { digestsOf, generatedBytes, readAll } from './object-store-test-data';
import type { ObjectStore } from './object-store';

/** What each implementation's test file hands the shared suite. */
export interface ContractSubject {
  store: ObjectStore;
  /** Bytes the backend holds of puts still under way (temp files, uploaded parts). */
  bytesInFlight(): Promise<number>;
  /** Files a failed put must not leave behind (local temp files); empty when clean. */
  leftovers(): Promise<string[]>;
}

/**
 * The behaviour every object store must have, run by `local-disk-store.int.test.ts` and
 * `s3-store.int.test.ts`. `subject` is called inside each test, after the file's `beforeAll`.
 */
export function defineObjectStoreContract(subject: () => ContractSubject): void {
  const store = () => subject().store;

  describe('round trips', () => {
    it('gives back the exact text and binary bytes it was given, with their digests', async () => {
      const text = Buffer.from('Qiao 桥 جسر — 你好\n', 'utf8');
      const binary = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
      for (const bytes of [text, binary, Buffer.alloc(0)]) {
        const key = newObjectKey();
        expect(await store().put(key, bytes, { contentType: 'text/plain' })).toEqual(
          digestsOf(bytes),
        );
        const read = await store().get(key);
        expect(read).toMatchObject({ size: bytes.length, contentLength: bytes.length });
        expect(read.range).toBeUndefined();
        expect(await readAll(read.body)).toEqual(bytes);
        expect(await store().head(key)).toEqual({ size: bytes.length });
        expect(await store().exists(key)).toBe(true);
      }
    });

    it('replaces an object put again under the same key', async () => {
      const key = newObjectKey();
      await store().put(key, Buffer.from('first version'));
      await store().put(key, Buffer.from('second'));
      expect((await readAll((await store().get(key)).body)).toString()).toBe('second');
    });
  });

  describe('listing', () => {
    it('lists the objects under a prefix with size and write time, and none of an upload in flight', async () => {
      const namespace = `list-${Date.now()}`;
      const before = Date.now() - 60_000;
      const keys = [newObjectKey(namespace), newObjectKey(namespace), newObjectKey(namespace)];
      for (const [index, key] of keys.entries()) await store().put(key, Buffer.alloc(index + 1));
      const other = newObjectKey(`${namespace}x`);
      await store().put(other, Buffer.from('another prefix'));
      const pending = newObjectKey(namespace);
      const uploadId = await store().createMultipartUpload(pending);
      await store().putPart(pending, uploadId, 1, Buffer.from('part'), 4);

      const listed = [];
      for await (const object of store().listObjects(`${namespace}/`)) listed.push(object);
      expect(listed.map((object) => object.key).sort()).toEqual([...keys].sort());
      for (const object of listed) {
        expect(object.size).toBe(keys.indexOf(object.key) + 1);
        expect(object.lastModified.getTime()).toBeGreaterThan(before);
      }
      await store().delete(keys[0]!);
      const after = [];
      for await (const object of store().listObjects(`${namespace}/`)) after.push(object.key);
      expect(after.sort()).toEqual(keys.slice(1).sort());
      await store().abortMultipartUpload(pending, uploadId);
    });
  });

  describe('byte ranges', () => {
    const bytes = generatedBytes(1000);
    const key = newObjectKey();
    const read = async (start: number, end?: number) => {
      if (!(await store().exists(key))) await store().put(key, bytes);
      const result = await store().get(key, { start, end });
      return { ...result, bytes: await readAll(result.body) };
    };

    it.each([
      ['the first bytes', 0, 9, 0, 9],
      ['the middle', 100, 199, 100, 199],
      ['the last byte', 999, 999, 999, 999],
      ['to the end when no end is given', 990, undefined, 990, 999],
      ['to the end when the end is past it', 900, 5000, 900, 999],
    ])('serves %s', async (_name, start, end, servedStart, servedEnd) => {
      const result = await read(start, end);
      expect(result.range).toEqual({ start: servedStart, end: servedEnd });
      expect(result).toMatchObject({ size: 1000, contentLength: servedEnd - servedStart + 1 });
      expect(result.bytes).toEqual(bytes.subarray(servedStart, servedEnd + 1));
    });

    it.each([
      ['starts at the end', 1000, undefined],
      ['starts past the end', 5000, 6000],
      ['ends before it starts', 10, 5],
      ['is negative', -1, 5],
    ])('refuses a range that %s, giving the size', async (_name, start, end) => {
      await read(0, 0);
      const failure = store().get(key, { start, end });
      await expect(failure).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(failure).rejects.toMatchObject({ size: 1000 });
    });

    it('refuses any range of an empty object', async () => {
      const empty = newObjectKey();
      await store().put(empty, Buffer.alloc(0));
      const failure = store().get(empty, { start: 0 });
      await expect(failure).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(failure).rejects.toMatchObject({ size: 0 });
    });
  });

  describe('missing objects and deletion', () => {
    it('reports a missing key as not found, for whole reads and ranges', async () => {
      const key = newObjectKey();
      await expect(store().get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store().get(key, { start: 0, end: 1 })).rejects.toBeInstanceOf(
        ObjectNotFoundError,
      );
      expect(await store().head(key)).toBeUndefined();
      expect(await store().exists(key)).toBe(false);
    });

    it('deletes an object, and deleting it again still succeeds', async () => {
      const key = newObjectKey();
      await store().put(key, Buffer.from('to be erased'));
      await store().delete(key);
      await store().delete(key);
      expect(await store().exists(key)).toBe(false);
      await expect(store().get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });
  });

  describe('keys', () => {
    const badKeys = [
      '',
      '/objects/ab',
      '../outside',
      'objects/../../outside',
      'objects/./ab',
      'objects//ab',
      'objects/ab/',
      'objects\\ab',
      'objects/a\0b',
      'objects/a\nb',
      '.tmp/leftover',
      'objects/ключ',
      'objects/文件',
      'C:/windows',
      'x'.repeat(1025),
    ];

    const uploadId = 'f'.repeat(32);
    const part = { partNumber: 1, size: 1, etag: 'f'.repeat(32) };

    it.each(badKeys.map((key) => [JSON.stringify(key).slice(0, 40), key]))(
      'refuses the key %s in every call',
      async (_label, key) => {
        const calls = [
          () => store().put(key, Buffer.from('x')),
          () => store().get(key),
          () => store().head(key),
          () => store().exists(key),
          () => store().delete(key),
          () => store().signedDownloadUrl(key, { expiresInSeconds: 60, filename: 'a.txt' }),
          () => store().createMultipartUpload(key),
          () => store().putPart(key, uploadId, 1, Buffer.from('x'), 1),
          () => store().signedPartUrl(key, uploadId, 1, 60),
          () => store().listParts(key, uploadId),
          () => store().completeMultipartUpload(key, uploadId, [part]),
          () => store().abortMultipartUpload(key, uploadId),
        ];
        for (const call of calls) {
          await expect(call()).rejects.toBeInstanceOf(InvalidObjectKeyError);
        }
      },
    );
  });

  defineAtomicityContract(subject);
}
