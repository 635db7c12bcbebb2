/** s3rver ships no types; this covers what the storage tests use. */
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  interface S3rverObject {
    bucket: string;
    key: string;
    content: unknown;
    metadata: Record<string, unknown>;
  }

  /** Its on-disk store: one file per object plus `.md5` and `metadata.json` files beside it. */
  export interface S3rverFilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
    getObject(bucket: string, key: string, options?: unknown): Promise<S3rverObject | null>;
    /** Writes one part of a multipart upload from the request body. */
    putPart(
      bucket: string,
      uploadId: string,
      partNumber: number | string,
      content: IncomingMessage,
    ): Promise<{ size: number; md5: string }>;
    /** Joins the parts into the object the upload was started for. */
    putObjectMultipart(
      bucket: string,
      uploadId: string,
      parts: { number: number; etag: string }[],
    ): Promise<{ size: number; md5: string }>;
  }

  /** The Koa context its middleware sees (the part the storage tests use). */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  }

  export type S3rverMiddleware = (
    context: S3rverContext,
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverFilesystemStore;
    /** Koa's middleware list, composed when the server starts; the router comes last. */
    readonly middleware: S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

/** s3rver's error: rendered as S3's XML error with the status S3 gives its code. */
declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, unknown>);
  }
}
