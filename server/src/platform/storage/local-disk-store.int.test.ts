import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from './local-disk-store';
import { newObjectKey } from './object-key';
import { defineMultipartContract } from './object-store-multipart.contract';
import { InvalidPartError, ObjectNotFoundError } from './object-store-errors';
import { digestsOf, generatedBytes, MiB, readAll } from './object-store-test-data';
import { defineObjectStoreContract } from './object-store.contract';

let folder: string;
let store: LocalDiskStore;

beforeAll(async () => {
  folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-objects-'));
  store = new LocalDiskStore(path.join(folder, 'objects'));
  await store.prepare();
});
afterAll(async () => {
  await store?.close();
  if (folder) await fsp.rm(folder, { recursive: true, force: true });
});

async function tempFiles(): Promise<string[]> {
  return fsp.readdir(path.join(store.root, '.tmp'));
}

describe('local disk store', () => {
  defineObjectStoreContract(() => ({
    store,
    bytesInFlight: async () => {
      const sizes = await Promise.all(
        (await tempFiles()).map(async (name) => {
          const stats = await fsp.stat(path.join(store.root, '.tmp', name)).catch(() => undefined);
          return stats?.size ?? 0;
        }),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    leftovers: tempFiles,
  }));

  defineMultipartContract(() => ({
    store,
    // As the upload module plans local uploads; parts are written in place at this stride.
    partSize: MiB,
    reopen: async () => {
      const restarted = new LocalDiskStore(store.root);
      await restarted.prepare();
      return restarted;
    },
    leftovers: tempFiles,
  }));

  it('writes each part in place in one data file, and completes by renaming it', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key, { partSize: 4 });
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
    const folder = path.join(store.root, '.uploads', uploadId);
    expect((await fsp.readdir(folder)).sort()).toEqual(['data', 'key', 'part-size', 'parts']);
    expect(await fsp.readFile(path.join(folder, 'key'), 'utf8')).toBe(key);
    // Out of order: the second part lands at its offset before the first arrives.
    const second = await store.putPart(key, uploadId, 2, Buffer.from('efg'), 3);
    expect(second).toEqual({
      partNumber: 2,
      size: 3,
      etag: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const first = await store.putPart(key, uploadId, 1, Buffer.from('abcd'), 4);
    expect(await fsp.readFile(path.join(folder, 'data'), 'utf8')).toBe('abcdefg');
    expect(await store.signedPartUrl(key, uploadId, 1, 60)).toBe(undefined);

    const { ino } = await fsp.stat(path.join(folder, 'data'));
    expect(await store.completeMultipartUpload(key, uploadId, [first, second])).toEqual(
      digestsOf(Buffer.from('abcdefg')),
    );
    // The very file the parts were written to: no byte was copied.
    expect((await fsp.stat(path.join(store.root, ...key.split('/')))).ino).toBe(ino);
    expect(await fsp.readdir(path.join(store.root, '.uploads'))).not.toContain(uploadId);
  });

  it('refuses a part longer than its place, and completion with a gap or a short middle part', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key, { partSize: 4 });
    await expect(store.putPart(key, uploadId, 1, Buffer.from('abcde'), 5)).rejects.toBeInstanceOf(
      InvalidPartError,
    );
    const first = await store.putPart(key, uploadId, 1, Buffer.from('abc'), 3);
    const third = await store.putPart(key, uploadId, 3, Buffer.from('ij'), 2);
    // Part 2 missing: the file would have a hole.
    await expect(
      store.completeMultipartUpload(key, uploadId, [first, third]),
    ).rejects.toBeInstanceOf(InvalidPartError);
    // Part 1 is short but not the last: the bytes after it would be out of place.
    const second = await store.putPart(key, uploadId, 2, Buffer.from('efgh'), 4);
    await expect(
      store.completeMultipartUpload(key, uploadId, [first, second, third]),
    ).rejects.toBeInstanceOf(InvalidPartError);
    expect(await store.exists(key)).toBe(false);
    await store.abortMultipartUpload(key, uploadId);
  });

  it('ignores a journal line a crash cut short: that part is sent again', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key, { partSize: 4 });
    const first = await store.putPart(key, uploadId, 1, Buffer.from('abcd'), 4);
    const journal = path.join(store.root, '.uploads', uploadId, 'parts');
    await fsp.appendFile(journal, `2 ${'a'.repeat(32)} 4`);
    expect(await store.listParts(key, uploadId)).toEqual([first]);
    await store.abortMultipartUpload(key, uploadId);
  });

  it('takes the same part sent twice at once, and joins the copy it lists', async () => {
    const key = newObjectKey();
    const bytes = generatedBytes(3 * MiB);
    const parts = [0, 1, 2].map((index) => bytes.subarray(index * MiB, (index + 1) * MiB));
    const uploadId = await store.createMultipartUpload(key, { partSize: MiB });
    const slowly = (part: Buffer) =>
      Readable.from(
        (async function* () {
          for (let offset = 0; offset < part.length; offset += 64 * 1024) {
            await new Promise((resolve) => setTimeout(resolve, 1));
            yield part.subarray(offset, offset + 64 * 1024);
          }
        })(),
      );
    await Promise.all([
      store.putPart(key, uploadId, 2, slowly(parts[1]!), MiB),
      store.putPart(key, uploadId, 2, slowly(parts[1]!), MiB),
      store.putPart(key, uploadId, 1, parts[0]!, MiB),
      store.putPart(key, uploadId, 3, parts[2]!, MiB),
    ]);
    const listed = await store.listParts(key, uploadId);
    expect(listed.map((part) => part.partNumber)).toEqual([1, 2, 3]);
    expect(await store.completeMultipartUpload(key, uploadId, listed)).toEqual(digestsOf(bytes));
  });

  it('completes from the digests advanced as the parts arrived, without reading the file again', async () => {
    const key = newObjectKey();
    const bytes = generatedBytes(2 * MiB + 10);
    const uploadId = await store.createMultipartUpload(key, { partSize: MiB });
    const parts = [
      await store.putPart(key, uploadId, 1, bytes.subarray(0, MiB), MiB),
      await store.putPart(key, uploadId, 2, bytes.subarray(MiB, 2 * MiB), MiB),
      await store.putPart(key, uploadId, 3, bytes.subarray(2 * MiB), 10),
    ];
    // Once the running hash has taken every part, a byte changes behind the store's back: a
    // completion that read the file again would answer the changed file's digests.
    const uploads = store['uploads'] as unknown as {
      live: Map<string, { digests: { digestsOf(parts: unknown[]): Promise<unknown> } }>;
    };
    expect(await uploads.live.get(uploadId)!.digests.digestsOf(parts)).toEqual(digestsOf(bytes));
    const data = path.join(store.root, '.uploads', uploadId, 'data');
    const handle = await fsp.open(data, 'r+');
    await handle.write(Buffer.from([bytes[0]! ^ 0xff]), 0, 1, 0);
    await handle.close();
    expect(await store.completeMultipartUpload(key, uploadId, parts)).toEqual(digestsOf(bytes));
  });

  it('answers the digests of the bytes held when a part was rewritten after it was hashed', async () => {
    const key = newObjectKey();
    const first = generatedBytes(3 * MiB);
    const parts = [0, 1, 2].map((index) => first.subarray(index * MiB, (index + 1) * MiB));
    const uploadId = await store.createMultipartUpload(key, { partSize: MiB });
    for (const [index, part] of parts.entries()) {
      await store.putPart(key, uploadId, index + 1, part, MiB);
    }
    // Other bytes for the middle part: what was hashed of the first copy no longer counts.
    const other = generatedBytes(MiB, 12_345);
    await store.putPart(key, uploadId, 2, other, MiB);
    const stored = await store.completeMultipartUpload(
      key,
      uploadId,
      await store.listParts(key, uploadId),
    );
    expect(stored).toEqual(digestsOf(Buffer.concat([parts[0]!, other, parts[2]!])));
  });

  it('finishes a completion a crash cut between publishing and erasing: the upload is gone', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key, { partSize: 4 });
    const part = await store.putPart(key, uploadId, 1, Buffer.from('abcd'), 4);
    const folder = path.join(store.root, '.uploads', uploadId);
    await fsp.mkdir(path.dirname(path.join(store.root, ...key.split('/'))), { recursive: true });
    await fsp.rename(path.join(folder, 'data'), path.join(store.root, ...key.split('/')));
    const restarted = new LocalDiskStore(store.root);
    await restarted.prepare();
    await expect(restarted.listParts(key, uploadId)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(restarted.completeMultipartUpload(key, uploadId, [part])).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
    expect(await fsp.readdir(path.join(store.root, '.uploads'))).not.toContain(uploadId);
    expect((await readAll((await store.get(key)).body)).toString()).toBe('abcd');
  });

  it('keeps each object as a file under its root, in the fan-out folders of its key', async () => {
    const key = newObjectKey();
    await store.put(key, Buffer.from('on disk'));
    expect(key).toMatch(/^objects\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await fsp.readFile(path.join(store.root, ...key.split('/')), 'utf8')).toBe('on disk');
  });

  it("makes a missing folder when a put needs it: the temp folder and the key's own", async () => {
    // Folders are made only when a write finds them missing; one removed while running comes back.
    await fsp.rm(path.join(store.root, '.tmp'), { recursive: true });
    const key = newObjectKey('fresh-namespace');
    await store.put(key, Buffer.from('made again'));
    expect(await fsp.readFile(path.join(store.root, ...key.split('/')), 'utf8')).toBe('made again');
    expect(await tempFiles()).toEqual([]);
  });

  it('never writes outside its root, whatever the key', async () => {
    for (const key of ['../escaped', 'objects/../../escaped', '/tmp/escaped']) {
      await store.put(key, Buffer.from('x')).catch(() => undefined);
    }
    expect(await fsp.readdir(folder)).toEqual(['objects']);
    await expect(fsp.stat('/tmp/escaped')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('serves downloads through the server: no signed URL of its own', async () => {
    const key = newObjectKey();
    await store.put(key, Buffer.from('x'));
    expect(await store.signedDownloadUrl(key, { expiresInSeconds: 60, filename: 'x.txt' })).toBe(
      undefined,
    );
  });

  it('clears temp files a crash left behind, once they are a day old, but no upload', async () => {
    const stale = path.join(store.root, '.tmp', 'crashed.part');
    const staleFolder = path.join(store.root, '.tmp', 'half-erased.removed');
    const fresh = path.join(store.root, '.tmp', 'in-progress.part');
    await fsp.writeFile(stale, 'half');
    await fsp.mkdir(staleFolder);
    await fsp.writeFile(path.join(staleFolder, '1-part'), 'half');
    await fsp.writeFile(fresh, 'half');
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key);
    const part = await store.putPart(key, uploadId, 1, Buffer.from('kept'), 4);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    for (const entry of [stale, staleFolder, path.join(store.root, '.uploads', uploadId)]) {
      await fsp.utimes(entry, twoDaysAgo, twoDaysAgo);
    }
    await store.prepare();
    expect((await tempFiles()).sort()).toEqual(['in-progress.part']);
    expect(await store.listParts(key, uploadId)).toEqual([part]);
    await fsp.rm(fresh);
    await store.abortMultipartUpload(key, uploadId);
  });
});
