import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { newObjectKey } from './object-key';
import {
  InvalidPartError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
} from './object-store-errors';
import {
  digestsOf,
  generatedBytes,
  generatedStream,
  MiB,
  readAll,
  sha256Of,
} from './object-store-test-data';
import type { ObjectStore, StoredPart } from './object-store';

/** What each implementation's test file hands the multipart suite. */
export interface MultipartContractSubject {
  store: ObjectStore;
  /** The length of every part but the last: the store's smallest (S3 refuses under 5 MiB). */
  partSize: number;
  /** A second, prepared store over the same folder or bucket, as after a restart. */
  reopen(): Promise<ObjectStore>;
  /** Files a refused part or an erased upload must not leave behind; empty when clean. */
  leftovers(): Promise<string[]>;
}

/**
 * Resumable uploads as the upload module uses them, run by `local-disk-store.int.test.ts` and
 * `s3-store.int.test.ts`: parts in any order and sent again, kept across restarts, checked for
 * length, joined atomically with the file's digests, and erased on abort.
 */
export function defineMultipartContract(subject: () => MultipartContractSubject): void {
  const store = () => subject().store;
  /** Every upload declares its part size, as the upload module does. */
  const create = (key: string, options: { contentType?: string } = {}) =>
    store().createMultipartUpload(key, { ...options, partSize: subject().partSize });

  /**
   * A file of two full parts and a shorter last one, with each part's bytes. Files this large are
   * compared by digest: deep equality of megabytes takes minutes.
   */
  function fileOfThreeParts() {
    const { partSize } = subject();
    const file = generatedBytes(partSize * 2 + 12_345);
    const parts = [0, 1, 2].map((index) => file.subarray(index * partSize, (index + 1) * partSize));
    return { file, parts };
  }

  /** Part `partNumber` of `parts` sent as a stream, the way a request body arrives. */
  function send(key: string, uploadId: string, partNumber: number, parts: Buffer[]) {
    const bytes = parts[partNumber - 1]!;
    const chunks = Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, index) =>
      bytes.subarray(index * 64 * 1024, (index + 1) * 64 * 1024),
    );
    return store().putPart(key, uploadId, partNumber, Readable.from(chunks), bytes.length);
  }

  async function expectUploadGone(key: string, uploadId: string, parts: StoredPart[]) {
    await expect(store().listParts(key, uploadId)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store().putPart(key, uploadId, 1, Buffer.from('x'), 1)).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
    await expect(store().completeMultipartUpload(key, uploadId, parts)).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
  }

  describe('multipart uploads', () => {
    it('join parts sent out of order, one of them twice, into the exact file', async () => {
      const key = newObjectKey();
      const { file, parts } = fileOfThreeParts();
      const uploadId = await create(key, { contentType: 'video/mp4' });
      const third = await send(key, uploadId, 3, parts);
      await send(key, uploadId, 1, parts);
      const second = await store().putPart(key, uploadId, 2, parts[1]!, parts[1]!.length);
      // Sent again, as after an answer lost on the way back: the copy replaces the first.
      const first = await send(key, uploadId, 1, parts);
      const listed = await store().listParts(key, uploadId);
      expect(listed).toEqual([first, second, third]);
      expect(listed.map((part) => part.size)).toEqual(parts.map((part) => part.length));
      expect(await store().exists(key)).toBe(false);

      expect(await store().completeMultipartUpload(key, uploadId, listed)).toEqual(digestsOf(file));
      expect(await sha256Of((await store().get(key)).body)).toBe(digestsOf(file).sha256);
      await expectUploadGone(key, uploadId, listed);
    });

    it('keep their parts across a restart, and finish on the new instance', async () => {
      const key = newObjectKey();
      const { file, parts } = fileOfThreeParts();
      await store().put(key, Buffer.from('the previous version'));
      const uploadId = await create(key);
      const held = [await send(key, uploadId, 1, parts), await send(key, uploadId, 2, parts)];

      const restarted = await subject().reopen();
      try {
        expect(await restarted.listParts(key, uploadId)).toEqual(held);
        const last = await restarted.putPart(key, uploadId, 3, parts[2]!, parts[2]!.length);
        expect((await readAll((await restarted.get(key)).body)).toString()).toBe(
          'the previous version',
        );
        const stored = await restarted.completeMultipartUpload(key, uploadId, [...held, last]);
        expect(stored).toEqual(digestsOf(file));
      } finally {
        await restarted.close();
      }
      expect(await sha256Of((await store().get(key)).body)).toBe(digestsOf(file).sha256);
    });

    it('refuse a part longer or shorter than announced, keeping the copy held before', async () => {
      const key = newObjectKey();
      const uploadId = await create(key);
      const good = generatedBytes(1000);
      const held = await store().putPart(key, uploadId, 1, good, good.length);
      const refused: [string, number, () => Readable | Buffer][] = [
        ['a short buffer', 1000, () => good.subarray(0, 999)],
        ['a long buffer', 1000, () => Buffer.concat([good, good.subarray(0, 1)])],
        ['a short stream', MiB, () => generatedStream(MiB - 1)],
        // Whole chunks, slowly: the announced length has arrived well before the extra chunk,
        // time enough for a store that trusts Content-Length to keep the part.
        [
          'a stream running on past the end',
          MiB,
          () => generatedStream(MiB + 64 * 1024, { chunkSize: 64 * 1024, delayMs: 20 }),
        ],
        [
          'a stream running on mid-chunk',
          MiB,
          () => generatedStream(MiB + 10, { chunkSize: 1000 }),
        ],
      ];
      for (const [_name, size, body] of refused) {
        await expect(store().putPart(key, uploadId, 1, body(), size)).rejects.toBeInstanceOf(
          ObjectSizeMismatchError,
        );
        await expect(store().putPart(key, uploadId, 2, body(), size)).rejects.toBeInstanceOf(
          ObjectSizeMismatchError,
        );
      }
      expect(await store().listParts(key, uploadId)).toEqual([held]);
      expect(await subject().leftovers()).toEqual([]);
      await store().abortMultipartUpload(key, uploadId);
    });

    it('refuse part numbers outside 1 to 10,000', async () => {
      const key = newObjectKey();
      const uploadId = await create(key);
      for (const partNumber of [0, -1, 1.5, 10_001]) {
        await expect(
          store().putPart(key, uploadId, partNumber, Buffer.from('x'), 1),
        ).rejects.toBeInstanceOf(InvalidPartError);
      }
      expect(await store().listParts(key, uploadId)).toEqual([]);
      await store().abortMultipartUpload(key, uploadId);
    });

    it('refuse to complete with parts they do not hold as named, storing nothing', async () => {
      const key = newObjectKey();
      const { file, parts } = fileOfThreeParts();
      const uploadId = await create(key);
      const held = [await send(key, uploadId, 1, parts), await send(key, uploadId, 2, parts)];
      const [first, second] = held as [StoredPart, StoredPart];
      const otherTag = digestsOf(Buffer.from('other bytes')).md5;
      for (const named of [
        [first, { ...second, etag: otherTag }],
        [first, { ...second, size: second.size + 1 }],
        [first, second, { partNumber: 3, size: parts[2]!.length, etag: otherTag }],
        [first, first],
        [],
      ]) {
        await expect(store().completeMultipartUpload(key, uploadId, named)).rejects.toBeInstanceOf(
          InvalidPartError,
        );
        expect(await store().exists(key)).toBe(false);
      }
      expect(await store().listParts(key, uploadId)).toEqual(held);
      // Named in any order, the parts are joined by number.
      const last = await send(key, uploadId, 3, parts);
      const stored = await store().completeMultipartUpload(key, uploadId, [last, second, first]);
      expect(stored).toEqual(digestsOf(file));
    });

    it('erase an aborted upload, and aborting it again succeeds', async () => {
      const key = newObjectKey();
      const { parts } = fileOfThreeParts();
      const uploadId = await create(key);
      const held = [await send(key, uploadId, 1, parts), await send(key, uploadId, 2, parts)];
      await store().abortMultipartUpload(key, uploadId);
      await store().abortMultipartUpload(key, uploadId);
      await expectUploadGone(key, uploadId, held);
      expect(await store().exists(key)).toBe(false);
      expect(await subject().leftovers()).toEqual([]);
    });

    it('treat an upload they never made, or one of another key, as not found', async () => {
      const key = newObjectKey();
      const uploadId = await create(key);
      const held = await store().putPart(key, uploadId, 1, Buffer.from('kept'), 4);
      const strangers: [string, string][] = [
        [key, 'f'.repeat(32)],
        [key, '../../outside'],
        [key, ''],
        [newObjectKey(), uploadId],
      ];
      for (const [otherKey, otherId] of strangers) {
        await expectUploadGone(otherKey, otherId, [held]);
        await store().abortMultipartUpload(otherKey, otherId);
      }
      expect(await store().listParts(key, uploadId)).toEqual([held]);
      await store().abortMultipartUpload(key, uploadId);
    });

    it('store an empty file sent as one empty part', async () => {
      const key = newObjectKey();
      const uploadId = await create(key);
      const empty = await store().putPart(key, uploadId, 1, Readable.from([]), 0);
      expect(empty).toMatchObject({ partNumber: 1, size: 0 });
      expect(await store().listParts(key, uploadId)).toEqual([empty]);
      const stored = await store().completeMultipartUpload(key, uploadId, [empty]);
      expect(stored).toEqual(digestsOf(Buffer.alloc(0)));
      expect(await store().head(key)).toEqual({ size: 0 });
      expect(await readAll((await store().get(key)).body)).toEqual(Buffer.alloc(0));
      await expectUploadGone(key, uploadId, [empty]);
    });
  });
}
