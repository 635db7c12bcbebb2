import type { Config } from '../../config';
import { LocalDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

/** The store the settings name; call `prepare()` on it once before serving requests. */
export function createObjectStore(config: Pick<Config, 'storage'>): ObjectStore {
  const { storage } = config;
  return storage.kind === 's3' ? new S3ObjectStore(storage) : new LocalDiskStore(storage.root);
}
