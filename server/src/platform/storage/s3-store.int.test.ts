import fsp from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from './object-key';
import { defineObjectStoreContract } from './object-store.contract';
import { generatedBytes } from './object-store-test-data';
import { S3ObjectStore } from './s3-store';
import { startTestS3Server, type TestS3Server } from './test-s3-server';

let server: TestS3Server;
let store: S3ObjectStore;

beforeAll(async () => {
  server = await startTestS3Server();
  store = new S3ObjectStore(server.settings);
  await store.prepare();
});
afterAll(async () => {
  await store?.close();
  await server?.stop();
});

/** s3rver keeps the parts of unfinished multipart uploads as files in this folder. */
async function uploadedPartBytes(): Promise<number> {
  const uploads = path.join(server.directory, server.settings.bucket, '._S3rver_uploads');
  const names = await fsp.readdir(uploads, { recursive: true }).catch(() => []);
  const sizes = await Promise.all(
    names.map(async (name) => {
      const stats = await fsp.stat(path.join(uploads, name)).catch(() => undefined);
      return stats?.isFile() ? stats.size : 0;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe('S3 store', () => {
  defineObjectStoreContract(() => ({
    store,
    bytesInFlight: uploadedPartBytes,
    // Unfinished uploads are invisible to readers; s3rver cannot abort them (see s3-store.ts).
    leftovers: async () => [],
  }));

  it('creates its bucket once, even when several instances prepare at the same time', async () => {
    const others = [1, 2, 3].map(
      () => new S3ObjectStore({ ...server.settings, bucket: 'qiao-second' }),
    );
    await Promise.all(others.map((other) => other.prepare()));
    await others[0]!.put('objects/check', Buffer.from('ok'));
    expect(await others[1]!.exists('objects/check')).toBe(true);
    await Promise.all(others.map((other) => other.close()));
  });

  describe('signed download URLs', () => {
    const filename = 'درس ١ — 你好 (final).pdf';
    const bytes = generatedBytes(100_000);

    it('download the exact bytes as an attachment named in UTF-8, with plain fetch', async () => {
      const key = newObjectKey();
      await store.put(key, bytes);
      const url = await store.signedDownloadUrl(key, {
        expiresInSeconds: 60,
        filename,
        contentType: 'application/pdf',
      });
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      const encoded = disposition.split("filename*=UTF-8''")[1]!;
      expect(decodeURIComponent(encoded)).toBe(filename);
    });

    it('can ask the browser to show the file inline', async () => {
      const key = newObjectKey();
      await store.put(key, bytes);
      const url = await store.signedDownloadUrl(key, {
        expiresInSeconds: 60,
        filename: 'photo.png',
        contentType: 'image/png',
        inline: true,
      });
      const response = await fetch(url);
      expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
      await response.arrayBuffer();
    });

    it('are refused once expired', async () => {
      const key = newObjectKey();
      await store.put(key, bytes);
      const url = await store.signedDownloadUrl(key, { expiresInSeconds: 1, filename });
      await sleep(2000);
      const response = await fetch(url);
      expect(response.status).toBe(403);
    });

    it('sign for the public address browsers use when it differs', async () => {
      const publicEndpoint = 'https://files.qiao.example';
      const signer = new S3ObjectStore({ ...server.settings, publicEndpoint });
      const url = await signer.signedDownloadUrl(newObjectKey(), {
        expiresInSeconds: 60,
        filename,
      });
      expect(url.startsWith(`${publicEndpoint}/${server.settings.bucket}/objects/`)).toBe(true);
      await signer.close();
    });
  });
});
