import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-store';
import { publishObjectsAtomically } from './s3rver-atomic-publish';
import { completeMultipartUploads, type MultipartOptions } from './s3rver-multipart';

export interface TestS3Server {
  settings: S3Settings;
  /** Where s3rver keeps buckets, objects and the parts of multipart uploads. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in this process on a free loopback port, storing into a fresh
 * temp folder that `stop()` removes. Tests create their bucket through the store's `prepare()`.
 * Its objects appear atomically and its multipart uploads behave as on real S3 (see
 * `publishObjectsAtomically` and `completeMultipartUploads`).
 */
export async function startTestS3Server(
  bucket = 'qiao-test',
  options: MultipartOptions = {},
): Promise<TestS3Server> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  publishObjectsAtomically(server.store);
  completeMultipartUploads(server, options);
  const { port } = await server.run();
  return {
    directory,
    // s3rver accepts only its own fixed credentials and checks every signature with them.
    settings: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      publicEndpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
