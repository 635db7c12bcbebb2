import type { Readable } from 'node:stream';

/**
 * Where file bytes live. The database above keeps which user file points at which object and how
 * many references an object has; this layer only stores, reads and erases bytes under opaque keys
 * that the server chooses (see `newObjectKey`). Implementations: `LocalDiskStore` (a folder) and
 * `S3ObjectStore` (any S3-compatible bucket). Both pass the same contract suite.
 *
 * Resumable uploads use multipart calls shaped like S3's own, so that with S3 browsers send parts
 * straight to the bucket and with the local store through the server. Parts are durable as soon as
 * a call returns (a restart or another instance carries on); completion is atomic like `put`.
 *
 * There is no `copy`: copies add references in the database, never bytes.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';

  /** Called once at start: creates the folder or bucket and clears what a crash left behind. */
  prepare(): Promise<void>;

  /**
   * Streams `body` into the object `key`, replacing any object there, and answers its size and
   * digests. Atomic: readers see the previous object (or none) until the whole new one is in place;
   * when `body` fails or its length differs from `options.size`, nothing is stored.
   */
  put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<StoredObject>;

  /**
   * Opens the object for reading, whole or one byte range (inclusive end, as in HTTP; an end past
   * the object is clamped). Throws `ObjectNotFoundError` or `RangeNotSatisfiableError`.
   */
  get(key: string, range?: ByteRange): Promise<ObjectReadStream>;

  /** The object's size, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;

  exists(key: string): Promise<boolean>;

  /** Erases the object; erasing a missing object succeeds (callers retry after crashes). */
  delete(key: string): Promise<void>;

  /**
   * Every object whose key starts with `prefix` (a folder such as `objects/`), with its size and
   * when it was written, in no promised order. Objects of unfinished multipart uploads are not
   * objects yet and are not listed. For sweeps that find bytes no row refers to.
   */
  listObjects(prefix: string): AsyncIterable<ListedObject>;

  /**
   * A time-limited URL that downloads the object straight from the store, or undefined when the
   * store has no such URLs (local disk: the server streams the file through its own signed route).
   */
  signedDownloadUrl(key: string, options: SignedDownloadOptions): Promise<string | undefined>;

  /**
   * Starts a multipart upload of `key` and answers its id (S3's UploadId, or Qiao's own on disk).
   * An upload id belongs to its key: with any other key it is an unknown upload.
   */
  createMultipartUpload(key: string, options?: MultipartOptions): Promise<string>;

  /**
   * Stores one part (number 1–10,000) durably, replacing an earlier copy of the same part. `size`
   * is the exact length the part must have: a longer or shorter body is refused with
   * `ObjectSizeMismatchError` and nothing is kept (an earlier copy stays). On disk a part longer
   * than the upload's `partSize` is an `InvalidPartError`: it would not fit its place. Throws
   * `ObjectNotFoundError` when the upload does not exist (aborted or completed), `InvalidPartError`
   * for a part number out of range.
   */
  putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<StoredPart>;

  /**
   * A time-limited URL a browser PUTs one part to, straight into the store; undefined when the
   * store has none (local disk: parts go through `putPart`).
   */
  signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string | undefined>;

  /** The parts held so far, by part number. Throws `ObjectNotFoundError` for an unknown upload. */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;

  /**
   * Joins the parts, in part-number order, into the object `key` (atomic: whole or not at all) and
   * answers its size and digests, computed from the bytes as stored. The upload is gone afterwards.
   * Throws `ObjectNotFoundError` for an unknown upload, and `InvalidPartError`, storing nothing,
   * when `parts` is empty, repeats a number or names a part not held with that ETag and size
   * (on S3 also when a part but the last is under 5 MiB; on disk when the numbers are not 1 to N
   * or a part but the last is not `partSize` long). An empty file is one empty part.
   */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: StoredPart[],
  ): Promise<StoredObject>;

  /** Erases the upload and its parts; aborting an unknown upload succeeds. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;

  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

export interface MultipartOptions {
  contentType?: string;
  /**
   * The length of every part but the last (default 1 MiB). The local store writes part n in place
   * at (n - 1) × partSize of one file, so completing is a rename; S3 has its own layout.
   */
  partSize?: number;
}

export interface PutOptions {
  /** Kept with the object where the store can (S3); downloads may override it. */
  contentType?: string;
  /** The expected length in bytes: a body of another length is refused. */
  size?: number;
}

export interface StoredObject {
  size: number;
  /** Lowercase hex digests of the bytes written. */
  md5: string;
  sha256: string;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StoredPart {
  partNumber: number;
  size: number;
  /** The store's tag of this copy of the part (S3 ETag, quotes removed; a random tag on disk). */
  etag: string;
}

/** Bytes `start` to `end` inclusive; without `end`, to the end of the object. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectReadStream {
  /** Read it to the end or destroy it: it holds a file or a connection until then. */
  body: Readable;
  /** Size of the whole object. */
  size: number;
  /** Bytes `body` yields: the range's length, or `size`. */
  contentLength: number;
  /** The range served, end clamped to the object (for `Content-Range`); absent for a whole read. */
  range?: { start: number; end: number };
}

export interface SignedDownloadOptions {
  expiresInSeconds: number;
  /** The name the browser saves the file under (any language; sent as RFC 5987 UTF-8). */
  filename: string;
  contentType?: string;
  /** Shown in the browser rather than saved; only for types safe to render. */
  inline?: boolean;
}
