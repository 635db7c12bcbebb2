import type { Config } from '../../config';
import { LocalDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

/**
 * The store the settings name; call `prepare()` on it once before serving requests. With S3, the
 * bucket accepts upload parts from the origins allowed to call Qiao (its own and TRUSTED_ORIGINS);
 * without them known, from any origin.
 */
export function createObjectStore(
  config: Pick<Config, 'storage'> & Partial<Pick<Config, 'trustedOrigins'>>,
): ObjectStore {
  const { storage } = config;
  if (storage.kind === 'local') return new LocalDiskStore(storage.root);
  return new S3ObjectStore({ ...storage, browserOrigins: config.trustedOrigins });
}
