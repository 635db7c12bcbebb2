import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

export function createS3Client(settings: S3Settings, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default extra CRC checksums (aws-chunked bodies) are not understood by every
    // S3-compatible server; TLS guards the bytes in transit and we hash what we send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    logger: sdkLogger,
  });
}

/**
 * Failed calls reach us as errors, so the SDK's per-call log lines are dropped; its warnings go to
 * the console, except the note that a streamed body failed: `putPart` cuts off a part of the wrong
 * length that way on purpose, and reports it itself.
 */
const sdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  error: () => undefined,
  warn: (...notes: unknown[]) => {
    if (!String(notes[0]).includes('non-retryable streaming request')) console.warn(...notes);
  },
};

/** Creates the bucket unless it exists; another instance creating it first is success too. */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
}

/** The HTTP status of an S3 error, whichever command raised it. */
export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
