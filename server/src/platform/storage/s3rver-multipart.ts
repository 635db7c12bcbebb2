import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type S3rver from 's3rver';
import type { S3rverContext, S3rverFilesystemStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

export interface MultipartOptions {
  /** Parts per ListParts answer at most (S3: 1000); fewer makes every listing paginate. */
  partsPerPage?: number;
}

/** The folder name s3rver gives its uploads, and the ids it makes. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * s3rver 3.7 implements only part of multipart uploads: no ListParts and no AbortMultipartUpload,
 * a part for an unknown upload id creates the upload, a part cut off half-way stays half-written
 * under its final name, and completion joins whatever files are there without checking ETags or
 * sizes. Real S3 (and MinIO, Ceph, R2) does all of this; this adds it to the test server, so the
 * contract suite checks our store rather than s3rver. Path-style addresses only, as in our tests;
 * ListParts and abort skip s3rver's signature check, which needs its own routes.
 */
export function completeMultipartUploads(server: S3rver, options: MultipartOptions = {}): void {
  const { store } = server;
  const partsPerPage = options.partsPerPage ?? 1000;

  const uploads = async (context: S3rverContext, next: () => Promise<void>) => {
    const uploadId = context.query.uploadId;
    if (
      typeof uploadId !== 'string' ||
      !['GET', 'DELETE', 'PUT', 'POST'].includes(context.method)
    ) {
      return next();
    }
    const [bucket, ...keyParts] = context.path.split('/').slice(1).map(decodeURIComponent);
    const folder = await uploadFolder(store, bucket!, keyParts.join('/'), uploadId);
    if (context.method === 'GET') {
      context.body = await listParts(folder, context.query, partsPerPage);
    } else if (context.method === 'DELETE') {
      await fsp.rm(folder, { recursive: true, force: true });
      context.status = 204;
    } else {
      await next();
    }
  };
  // Before the router, which is last and answers these requests itself or refuses them.
  server.middleware.splice(server.middleware.length - 1, 0, uploads);

  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const temp = path.join(folder, `.${randomUUID()}.tmp`);
    const md5 = createHash('md5');
    let size = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(content, counting, fs.createWriteStream(temp));
      const announced = Number(content.headers['content-length'] ?? size);
      if (size !== announced) {
        throw new S3Error('IncompleteBody', 'You did not provide the number of bytes announced');
      }
      const digest = md5.digest('hex');
      await fsp.writeFile(`${temp}.md5`, digest);
      await fsp.rename(`${temp}.md5`, path.join(folder, `${partNumber}.md5`));
      await fsp.rename(temp, path.join(folder, String(partNumber)));
      return { size, md5: digest };
    } finally {
      await fsp.rm(temp, { force: true });
      await fsp.rm(`${temp}.md5`, { force: true });
    }
  };

  const putObjectMultipart = store.putObjectMultipart.bind(store);
  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    for (const [index, part] of parts.entries()) {
      if (index > 0 && part.number <= parts[index - 1]!.number) {
        throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order');
      }
      const file = path.join(folder, String(part.number));
      const md5 = await fsp.readFile(`${file}.md5`, 'utf8').catch(() => undefined);
      if (md5 !== part.etag) throw new S3Error('InvalidPart', `Part ${part.number} is not held`);
      const { size } = await fsp.stat(file);
      if (index < parts.length - 1 && size < UPLOAD_LIMITS.s3MinPartBytes) {
        throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than allowed');
      }
    }
    return putObjectMultipart(bucket, uploadId, parts);
  };
}

/** The upload's folder, when `uploadId` names an upload of `key` (else S3's NoSuchUpload). */
async function uploadFolder(
  store: S3rverFilesystemStore,
  bucket: string,
  key: string,
  uploadId: string,
): Promise<string> {
  const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const recorded = UPLOAD_ID.test(uploadId)
    ? await fsp.readFile(path.join(folder, 'key'), 'utf8').catch(() => undefined)
    : undefined;
  if (recorded === undefined || recorded !== key) {
    throw new S3Error('NoSuchUpload', 'The specified upload does not exist', {
      UploadId: uploadId,
    });
  }
  return folder;
}

/** S3's ListParts answer, one page of it, as s3rver's XML writer takes it. */
async function listParts(
  folder: string,
  query: S3rverContext['query'],
  partsPerPage: number,
): Promise<object> {
  const marker = Number(query['part-number-marker'] ?? 0);
  const max = Math.min(Number(query['max-parts'] ?? 1000), partsPerPage);
  const numbers = (await fsp.readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, max);
  const parts = await Promise.all(
    page.map(async (number) => {
      const file = path.join(folder, String(number));
      const [stats, md5] = await Promise.all([fsp.stat(file), fsp.readFile(`${file}.md5`, 'utf8')]);
      return {
        PartNumber: number,
        LastModified: stats.mtime.toISOString(),
        ETag: JSON.stringify(md5),
        Size: stats.size,
      };
    }),
  );
  return {
    ListPartsResult: {
      '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
      PartNumberMarker: marker,
      NextPartNumberMarker: page.at(-1) ?? marker,
      MaxParts: max,
      IsTruncated: numbers.length > page.length,
      Part: parts,
    },
  };
}
