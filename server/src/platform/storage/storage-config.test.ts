import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { createObjectStore } from './create-object-store';

const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'qiao-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('keep files in <DATA_DIR>/objects by default', () => {
    const config = parseConfig({ DATA_DIR: '/srv/qiao' });
    expect(config.storage).toEqual({ kind: 'local', root: path.join('/srv/qiao', 'objects') });
    expect(createObjectStore(config).kind).toBe('local');
  });

  it('use S3 when a bucket is named, with region us-east-1 and path-style addresses', () => {
    const config = parseConfig(s3);
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      publicEndpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'qiao-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(createObjectStore(config).kind).toBe('s3');
  });

  it('take the public endpoint, region and addressing style when given', () => {
    const config = parseConfig({
      ...s3,
      S3_PUBLIC_ENDPOINT: 'https://files.qiao.example',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.storage).toMatchObject({
      publicEndpoint: 'https://files.qiao.example',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('stay local when STORAGE=local, even with S3 settings present', () => {
    expect(parseConfig({ ...s3, STORAGE: 'local' }).storage.kind).toBe('local');
  });

  it.each([
    [{ STORAGE: 's3' }, 'Invalid setting S3_BUCKET: required when STORAGE is s3'],
    [
      { ...s3, S3_ACCESS_KEY_ID: '' },
      'Invalid setting S3_ACCESS_KEY_ID: required when STORAGE is s3',
    ],
    [
      { ...s3, S3_SECRET_ACCESS_KEY: undefined },
      'Invalid setting S3_SECRET_ACCESS_KEY: required when STORAGE is s3',
    ],
    [{ STORAGE: 'ftp' }, 'Invalid setting STORAGE="ftp"'],
    [{ ...s3, S3_BUCKET: 'qf' }, 'Invalid setting S3_BUCKET="qf": must be a bucket name'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'Invalid setting S3_ENDPOINT="minio:9000"'],
  ])('refuse a bad combination with one clear line: %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
