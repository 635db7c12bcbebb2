import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from './local-disk-store';
import { newObjectKey } from './object-key';
import { defineMultipartContract } from './object-store-multipart.contract';
import { digestsOf } from './object-store-test-data';
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
    partSize: 64 * 1024,
    reopen: async () => {
      const restarted = new LocalDiskStore(store.root);
      await restarted.prepare();
      return restarted;
    },
    leftovers: tempFiles,
  }));

  it('keeps each upload in a folder of its own, its parts named by their MD5', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key);
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
    const bytes = Buffer.from('the first part');
    const { md5 } = digestsOf(bytes);
    expect(await store.putPart(key, uploadId, 1, bytes, bytes.length)).toEqual({
      partNumber: 1,
      size: bytes.length,
      etag: md5,
    });
    const folder = path.join(store.root, '.uploads', uploadId);
    expect((await fsp.readdir(folder)).sort()).toEqual([`1-${md5}`, 'key']);
    expect(await fsp.readFile(path.join(folder, 'key'), 'utf8')).toBe(key);
    expect(await store.signedPartUrl(key, uploadId, 1, 60)).toBe(undefined);

    await store.completeMultipartUpload(key, uploadId, [{ partNumber: 1, size: 14, etag: md5 }]);
    expect(await fsp.readdir(path.join(store.root, '.uploads'))).not.toContain(uploadId);
  });

  it('lists the newer copy of a part when a crash left two behind', async () => {
    const key = newObjectKey();
    const uploadId = await store.createMultipartUpload(key);
    const folder = path.join(store.root, '.uploads', uploadId);
    const older = Buffer.from('older copy');
    const newer = Buffer.from('newer copy');
    await fsp.writeFile(path.join(folder, `1-${digestsOf(older).md5}`), older);
    const anHourAgo = new Date(Date.now() - 3600_000);
    await fsp.utimes(path.join(folder, `1-${digestsOf(older).md5}`), anHourAgo, anHourAgo);
    await fsp.writeFile(path.join(folder, `1-${digestsOf(newer).md5}`), newer);
    expect(await store.listParts(key, uploadId)).toEqual([
      { partNumber: 1, size: newer.length, etag: digestsOf(newer).md5 },
    ]);
    await store.abortMultipartUpload(key, uploadId);
  });

  it('keeps each object as a file under its root, in the fan-out folders of its key', async () => {
    const key = newObjectKey();
    await store.put(key, Buffer.from('on disk'));
    expect(key).toMatch(/^objects\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await fsp.readFile(path.join(store.root, ...key.split('/')), 'utf8')).toBe('on disk');
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
