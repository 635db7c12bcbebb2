import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetBucketCorsCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from './object-key';
import { defineMultipartContract } from './object-store-multipart.contract';
import { defineObjectStoreContract } from './object-store.contract';
import { digestsOf, generatedBytes } from './object-store-test-data';
import { UPLOAD_CORS_RULE_ID } from './s3-bucket-cors';
import { createS3Client } from './s3-client';
import { S3ObjectStore } from './s3-store';
import { startTestS3Server, type TestS3Server } from './test-s3-server';

let server: TestS3Server;
let store: S3ObjectStore;

beforeAll(async () => {
  // Two parts per ListParts page, so every listing of three parts takes the paginated path.
  server = await startTestS3Server('qiao-test', { partsPerPage: 2 });
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

  defineMultipartContract(() => ({
    store,
    partSize: UPLOAD_LIMITS.s3MinPartBytes,
    reopen: async () => {
      const restarted = new S3ObjectStore(server.settings);
      await restarted.prepare();
      return restarted;
    },
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

  describe('browser uploads', () => {
    const platform = 'https://qiao.example';
    const bytes = generatedBytes(100_000);

    /** A store whose bucket lets only Qiao's own pages (and a dev server) send parts. */
    async function storeForOrigins(bucket: string): Promise<S3ObjectStore> {
      const scoped = new S3ObjectStore({
        ...server.settings,
        bucket,
        browserOrigins: [platform, 'http://localhost:5173'],
      });
      await scoped.prepare();
      return scoped;
    }

    it('a part PUT to its signed URL with plain fetch lands, its ETag readable by the page', async () => {
      const key = newObjectKey();
      const uploadId = await store.createMultipartUpload(key);
      const url = await store.signedPartUrl(key, uploadId, 1, 60);
      const response = await fetch(url, {
        method: 'PUT',
        body: bytes,
        headers: { Origin: 'http://localhost:5173' },
      });
      expect(response.status).toBe(200);
      // No origins given to this store: its bucket takes parts from any page.
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
      const etag = response.headers.get('etag')!.replace(/"/g, '');
      const part = { partNumber: 1, size: bytes.length, etag };
      expect(await store.listParts(key, uploadId)).toEqual([part]);
      expect(await store.completeMultipartUpload(key, uploadId, [part])).toEqual(digestsOf(bytes));
    });

    it("answer the preflight of a part URL for the platform's origins only", async () => {
      const scoped = await storeForOrigins('qiao-cors');
      const key = newObjectKey();
      const uploadId = await scoped.createMultipartUpload(key);
      const url = await scoped.signedPartUrl(key, uploadId, 1, 60);
      const preflight = (origin: string) =>
        fetch(url, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'PUT',
            'Access-Control-Request-Headers': 'content-type',
          },
        });

      const allowed = await preflight(platform);
      expect(allowed.status).toBe(200);
      // Real S3 echoes the origin here; s3rver answers any preflight its rules allow with '*'.
      expect(allowed.headers.get('access-control-allow-origin')).toMatch(
        /^(\*|https:\/\/qiao\.example)$/,
      );
      expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
      const refused = await preflight('https://elsewhere.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBe(null);
      await refused.arrayBuffer();

      const put = await fetch(url, { method: 'PUT', body: bytes, headers: { Origin: platform } });
      expect(put.status).toBe(200);
      expect(put.headers.get('access-control-allow-origin')).toBe(platform);
      expect(put.headers.get('access-control-expose-headers')).toBe('ETag');
      await scoped.abortMultipartUpload(key, uploadId);
      await scoped.close();
    });

    it('keep the CORS rules others set on the bucket, putting their own first', async () => {
      const bucket = 'qiao-cors-shared';
      const admin = createS3Client(server.settings, server.settings.endpoint);
      await new S3ObjectStore({ ...server.settings, bucket }).prepare();
      const cdnRule = {
        ID: 'cdn',
        AllowedOrigins: ['https://cdn.example'],
        AllowedMethods: ['GET'],
      };
      await admin.send(
        new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: [cdnRule] } }),
      );
      const scoped = await storeForOrigins(bucket);
      await scoped.prepare();
      const { CORSRules } = await admin.send(new GetBucketCorsCommand({ Bucket: bucket }));
      expect(CORSRules?.map((rule) => rule.ID)).toEqual([UPLOAD_CORS_RULE_ID, 'cdn']);
      expect(CORSRules?.[0]).toMatchObject({
        AllowedOrigins: [platform, 'http://localhost:5173'],
        AllowedMethods: ['GET', 'HEAD', 'PUT'],
        ExposeHeaders: ['ETag'],
      });
      await scoped.close();
      admin.destroy();
    });

    it('sign part URLs for the public address browsers use', async () => {
      const publicEndpoint = 'https://files.qiao.example';
      const signer = new S3ObjectStore({ ...server.settings, publicEndpoint });
      const url = await signer.signedPartUrl(newObjectKey(), 'an-upload-id', 7, 60);
      expect(url.startsWith(`${publicEndpoint}/${server.settings.bucket}/objects/`)).toBe(true);
      expect(new URL(url).searchParams.get('partNumber')).toBe('7');
      expect(new URL(url).searchParams.get('uploadId')).toBe('an-upload-id');
      await signer.close();
    });
  });
});
