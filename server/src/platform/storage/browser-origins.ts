import type { StorageConfig } from '../../config';

/**
 * The origins a browser talks to when it sends upload parts or follows download links straight to
 * the store: the page's content policy must allow them (`connect-src`). None for the local store,
 * which is reached through Qiao itself.
 */
export function storeBrowserOrigins(storage: StorageConfig): string[] {
  if (storage.kind === 'local') return [];
  // Without an endpoint the store is AWS itself, addressed by bucket and region in the host name.
  if (!storage.publicEndpoint) return ['https://*.amazonaws.com'];
  const endpoint = new URL(storage.publicEndpoint);
  if (storage.forcePathStyle) return [endpoint.origin];
  return [endpoint.origin, `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`];
}
