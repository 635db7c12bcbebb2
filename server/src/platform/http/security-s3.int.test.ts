import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startTestS3Server, type TestS3Server } from '../storage/test-s3-server';

let s3: TestS3Server;
let server: TestServer;

beforeAll(async () => {
  s3 = await startTestS3Server('qiao-policy');
  server = await startTestServer({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

describe('the content policy with files on S3', () => {
  it('lets pages connect to the bucket, where browsers send upload parts', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe(`connect-src 'self' ${new URL(s3.settings.endpoint!).origin}`);
  });
});
