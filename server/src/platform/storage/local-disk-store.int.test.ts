import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from './local-disk-store';
import { newObjectKey } from './object-key';
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

  it('clears temp files a crash left behind, once they are a day old', async () => {
    const stale = path.join(store.root, '.tmp', 'crashed.part');
    const fresh = path.join(store.root, '.tmp', 'in-progress.part');
    await fsp.writeFile(stale, 'half');
    await fsp.writeFile(fresh, 'half');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await fsp.utimes(stale, twoDaysAgo, twoDaysAgo);
    await store.prepare();
    expect((await tempFiles()).sort()).toEqual(['in-progress.part']);
    await fsp.rm(fresh);
  });
});
