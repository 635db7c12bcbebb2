/** s3rver ships no types; this covers what the storage tests use. */
declare module 's3rver' {
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
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverFilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
