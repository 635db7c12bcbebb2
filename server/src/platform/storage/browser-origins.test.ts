import { describe, expect, it } from 'vitest';
import { storeBrowserOrigins } from './browser-origins';

const s3 = {
  kind: 's3' as const,
  endpoint: 'http://minio:9000',
  publicEndpoint: 'https://files.qiao.example/',
  region: 'us-east-1',
  bucket: 'qiao',
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: true,
};

describe('origins the browser reaches the store at', () => {
  it('are none for the local store, reached through Qiao', () => {
    expect(storeBrowserOrigins({ kind: 'local', root: '/data/objects' })).toEqual([]);
  });

  it('are the public endpoint for path-style addresses', () => {
    expect(storeBrowserOrigins(s3)).toEqual(['https://files.qiao.example']);
  });

  it('add the bucket host for virtual-host addresses', () => {
    expect(storeBrowserOrigins({ ...s3, forcePathStyle: false })).toEqual([
      'https://files.qiao.example',
      'https://qiao.files.qiao.example',
    ]);
  });

  it('are AWS hosts when no endpoint is named', () => {
    expect(storeBrowserOrigins({ ...s3, endpoint: undefined, publicEndpoint: undefined })).toEqual([
      'https://*.amazonaws.com',
    ]);
  });
});
