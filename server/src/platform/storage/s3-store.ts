import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pipeline, Readable } from 'node:stream';
import { isWellFormedRange, resolveByteRange } from './byte-range';
import { contentDisposition } from './content-disposition';
import { HashingStream } from './hashing-stream';
import { assertObjectKey } from './object-key';
import { ObjectNotFoundError, RangeNotSatisfiableError } from './object-store-errors';
import { ensureUploadCors } from './s3-bucket-cors';
import { createS3Client, ensureBucket, statusOf, type S3Settings } from './s3-client';
import { S3Uploads } from './s3-uploads';
import type {
  ListedObject,
  ByteRange,
  MultipartOptions,
  ObjectReadStream,
  ObjectStore,
  PutOptions,
  SignedDownloadOptions,
  StoredObject,
  StoredPart,
} from './object-store';

export type { S3Settings } from './s3-client';

export interface S3StoreSettings extends S3Settings {
  /** Origins of the pages that upload into the bucket (its CORS rule); none known: any origin. */
  browserOrigins?: readonly string[];
}

/** Bodies up to one part go up in a single PutObject; longer ones as a multipart upload. */
const PART_SIZE = 8 * 1024 * 1024;
/** Parts in flight per put: memory per put stays near PART_SIZE × (QUEUE_SIZE + 1). */
const QUEUE_SIZE = 2;
const MAX_PARTS = 10_000;

/**
 * Objects in one bucket of any S3-compatible store. S3 shows an object only once its PutObject or
 * CompleteMultipartUpload succeeds, which makes every put atomic; a put whose body fails never
 * completes its upload.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  /** Presigns against the address browsers use, which may differ from the server's. */
  private readonly signer: S3Client;
  private readonly bucket: string;
  private readonly browserOrigins: readonly string[];
  private readonly uploads: S3Uploads;

  constructor(settings: S3StoreSettings) {
    this.bucket = settings.bucket;
    this.browserOrigins = settings.browserOrigins ?? [];
    this.client = createS3Client(settings, settings.endpoint);
    this.signer =
      settings.publicEndpoint === settings.endpoint
        ? this.client
        : createS3Client(settings, settings.publicEndpoint);
    this.uploads = new S3Uploads(this.client, this.signer, this.bucket);
  }

  /** Creates the bucket when missing and lets browsers send upload parts straight to it. */
  async prepare(): Promise<void> {
    await this.ensureBucket();
    await ensureUploadCors(this.client, this.bucket, this.browserOrigins);
  }

  /** Creates the bucket unless it exists; safe when several instances start at once. */
  ensureBucket(): Promise<void> {
    return ensureBucket(this.client, this.bucket);
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<StoredObject> {
    assertObjectKey(key);
    const hashing = new HashingStream(options.size);
    let bodyError: Error | undefined;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const data = pipeline(source, hashing, (error) => (bodyError ??= error ?? undefined));
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: options.contentType ?? 'application/octet-stream',
      },
      partSize: Math.max(PART_SIZE, Math.ceil((options.size ?? 0) / MAX_PARTS)),
      queueSize: QUEUE_SIZE,
      // Aborted below, so that a failing abort cannot hide the error that caused it.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      // Read before destroying, which reports a "premature close" of its own.
      const cause = bodyError ?? error;
      data.destroy();
      await this.abortUpload(key, upload.uploadId);
      throw cause;
    }
    return hashing.result();
  }

  async get(key: string, range?: ByteRange): Promise<ObjectReadStream> {
    assertObjectKey(key);
    if (range && !isWellFormedRange(range)) throw await this.unsatisfiable(key);
    const response = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      )
      .catch(async (error: unknown) => {
        if ((error as Error).name === 'NoSuchKey') throw new ObjectNotFoundError(key);
        if (statusOf(error) === 416) throw await this.unsatisfiable(key);
        throw error;
      });
    const body = response.Body;
    if (!(body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
    if (!range) {
      const size = response.ContentLength ?? 0;
      return { body, size, contentLength: size };
    }
    const size = Number(/\/(\d+)$/.exec(response.ContentRange ?? '')?.[1] ?? Number.NaN);
    try {
      // Checked again here: s3rver, for one, answers a range of an empty object with 206.
      if (!Number.isSafeInteger(size)) throw new Error(`S3 ignored the range asked for ${key}`);
      const served = resolveByteRange(key, range, size);
      return { body, size, contentLength: served.end - served.start + 1, range: served };
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    assertObjectKey(key);
    try {
      const response = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { size: response.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** ListObjectsV2 by prefix, a thousand keys a page. */
  async *listObjects(prefix: string): AsyncIterable<ListedObject> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(),
        };
      }
    }
  }

  async signedDownloadUrl(key: string, options: SignedDownloadOptions): Promise<string> {
    assertObjectKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(options.filename, options.inline),
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.signer, command, { expiresIn: options.expiresInSeconds });
  }

  async createMultipartUpload(key: string, options: MultipartOptions = {}) {
    assertObjectKey(key);
    return this.uploads.create(key, options.contentType);
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<StoredPart> {
    assertObjectKey(key);
    return this.uploads.putPart(key, uploadId, partNumber, body, size);
  }

  async signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string> {
    assertObjectKey(key);
    return this.uploads.signedPartUrl(key, uploadId, partNumber, expiresInSeconds);
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    assertObjectKey(key);
    return this.uploads.list(key, uploadId);
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: StoredPart[],
  ): Promise<StoredObject> {
    assertObjectKey(key);
    return this.uploads.complete(key, uploadId, parts);
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    assertObjectKey(key);
    await this.uploads.abort(key, uploadId);
  }

  async close(): Promise<void> {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  /** The error for a range the object cannot serve, with the object's size for the 416 answer. */
  private async unsatisfiable(key: string): Promise<Error> {
    const found = await this.head(key);
    return found ? new RangeNotSatisfiableError(key, found.size) : new ObjectNotFoundError(key);
  }

  /**
   * Drops the parts of a failed put's multipart upload. Best effort: a lifecycle rule on the
   * bucket (see README) removes anything left.
   */
  private async abortUpload(key: string, uploadId: string | undefined): Promise<void> {
    if (!uploadId) return;
    const abort = new AbortMultipartUploadCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
    });
    await this.client.send(abort).catch(() => undefined);
  }
}
