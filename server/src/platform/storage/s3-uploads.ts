import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash } from 'node:crypto';
import { pipeline, Readable, Writable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { HashingStream } from './hashing-stream';
import { assertPartNumber, assertPartSize, partsInOrder, totalSizeOf } from './multipart-parts';
import {
  InvalidPartError,
  ObjectSizeMismatchError,
  UploadNotFoundError,
} from './object-store-errors';
import type { StoredObject, StoredPart } from './object-store';
import { statusOf } from './s3-client';
import { WithheldLastByte } from './withheld-last-byte';

/** S3's upload ids are opaque; anything else is refused before it reaches a URL. */
const UPLOAD_ID = /^[\x21-\x7e]{1,1024}$/;

/**
 * The multipart calls of `S3ObjectStore`, one S3 request each except completion. Browsers send
 * parts straight to the bucket through `signedPartUrl`; `putPart` sends one from the server.
 */
export class S3Uploads {
  constructor(
    private readonly client: S3Client,
    /** Presigns against the address browsers use. */
    private readonly signer: S3Client,
    private readonly bucket: string,
  ) {}

  async create(key: string, contentType: string | undefined): Promise<string> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: contentType ?? 'application/octet-stream',
      }),
    );
    if (!UploadId) throw new Error(`S3 answered no upload id for ${key}`);
    return UploadId;
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<StoredPart> {
    this.assertUpload(key, uploadId);
    assertPartNumber(partNumber);
    assertPartSize(size);
    if (Buffer.isBuffer(body) && body.length !== size) {
      throw new ObjectSizeMismatchError(size, body.length);
    }
    // A stream is checked as it goes and cut off when it is the wrong length. S3 takes exactly
    // ContentLength bytes, so the last byte waits until the length is known to be right.
    const aborting = new AbortController();
    let bodyError: Error | undefined;
    const payload = Buffer.isBuffer(body)
      ? body
      : pipeline(
          body,
          new HashingStream(size, { sha256: false }),
          new WithheldLastByte(),
          (error) => {
            if (!error) return;
            bodyError ??= error;
            aborting.abort(error);
          },
        );
    try {
      const response = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: payload,
          ContentLength: size,
        }),
        { abortSignal: aborting.signal },
      );
      return { partNumber, size, etag: unquoted(response.ETag) };
    } catch (error) {
      const cause = bodyError ?? storeError(error, key, uploadId);
      if (!Buffer.isBuffer(payload)) payload.destroy();
      throw cause;
    }
  }

  async signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string> {
    this.assertUpload(key, uploadId);
    assertPartNumber(partNumber);
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    });
    return getSignedUrl(this.signer, command, { expiresIn: expiresInSeconds });
  }

  async list(key: string, uploadId: string): Promise<StoredPart[]> {
    this.assertUpload(key, uploadId);
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        )
        .catch((error: unknown) => {
          throw storeError(error, key, uploadId);
        });
      for (const part of page.Parts ?? []) {
        parts.push({ partNumber: part.PartNumber!, size: part.Size!, etag: unquoted(part.ETag) });
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(key: string, uploadId: string, parts: StoredPart[]): Promise<StoredObject> {
    this.assertUpload(key, uploadId);
    const ordered = partsInOrder(parts);
    // Checked first, as on disk, so a completion naming parts not held stores nothing.
    await this.assertHeld(key, uploadId, ordered);
    const size = totalSizeOf(ordered);
    if (size === 0) return this.completeEmpty(key, uploadId);
    const completed = await this.client
      .send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: ordered.map((part) => ({ PartNumber: part.partNumber, ETag: `"${part.etag}"` })),
          },
        }),
      )
      .catch((error: unknown) => {
        throw storeError(error, key, uploadId);
      });
    // S3's answer carries only an ETag, for a multipart object a digest of the parts' digests, not
    // the file's. Callers need the file's MD5 (instant uploads) and SHA-256 (deduplication), and
    // the browser's parts never passed through us: so the object is read back once and hashed.
    return this.digestsOf(key, size, completed.ETag);
  }

  /** Erases the upload; an unknown one (completed, aborted, never made) is already gone. */
  async abort(key: string, uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    const abort = new AbortMultipartUploadCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
    });
    await this.client.send(abort).catch((error: unknown) => {
      if (!(storeError(error, key, uploadId) instanceof UploadNotFoundError)) throw error;
    });
  }

  private assertUpload(key: string, uploadId: string): void {
    if (!UPLOAD_ID.test(uploadId)) throw new UploadNotFoundError(key, uploadId);
  }

  private async assertHeld(key: string, uploadId: string, parts: StoredPart[]): Promise<void> {
    const held = new Map((await this.list(key, uploadId)).map((part) => [part.partNumber, part]));
    for (const { partNumber, etag, size } of parts) {
      const copy = held.get(partNumber);
      if (copy?.etag !== etag || copy.size !== size) {
        throw new InvalidPartError(`Part ${partNumber} (${etag}, ${size} bytes) is not held`);
      }
    }
  }

  /**
   * An empty file is stored by PutObject: S3 accepts a single empty part, but not every
   * S3-compatible store does, and an empty object needs no parts joined.
   */
  private async completeEmpty(key: string, uploadId: string): Promise<StoredObject> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: Buffer.alloc(0) }),
    );
    // Best effort, as the object is stored: a lifecycle rule removes what an abort leaves.
    await this.abort(key, uploadId).catch(() => undefined);
    const nothing = Buffer.alloc(0);
    return {
      size: 0,
      md5: createHash('md5').update(nothing).digest('hex'),
      sha256: createHash('sha256').update(nothing).digest('hex'),
    };
  }

  private async digestsOf(key: string, size: number, etag: string | undefined) {
    // If-Match: the bytes hashed are those just completed, whatever happens to the key meanwhile.
    const response = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: etag }),
    );
    if (!(response.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body`);
    const hashing = new HashingStream(size);
    await pipelineAsync(response.Body, hashing, discard());
    return hashing.result();
  }
}

/** The store's own error for S3's answers that callers act on. */
function storeError(error: unknown, key: string, uploadId: string): unknown {
  const name = (error as Error | undefined)?.name;
  if (name === 'NoSuchUpload' || statusOf(error) === 404) {
    return new UploadNotFoundError(key, uploadId);
  }
  if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall') {
    return new InvalidPartError(`S3 refused the parts of ${key}: ${(error as Error).message}`);
  }
  return error;
}

/** S3 quotes its ETags; the interface carries them bare. */
function unquoted(etag: string | undefined): string {
  if (!etag) throw new Error('S3 answered a part without an ETag');
  return etag.replace(/"/g, '');
}

function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}
