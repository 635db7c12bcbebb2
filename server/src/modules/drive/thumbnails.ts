import type { ObjectStore } from '../../platform/storage/object-store';
import { thumbnailKey } from './objects';
import { hasThumbnail } from './safe-types';

/** Longest side of a thumbnail, in pixels: enough for the grid at its largest size. */
const THUMBNAIL_SIZE = 256;

/**
 * A small JPEG of an image, made on first request and kept in the store beside the original (one
 * per object, so copies share it). Undefined for files that get no thumbnail or cannot be decoded.
 */
export async function thumbnailOf(
  store: ObjectStore,
  objectId: string,
  sourceKey: string,
  extension: string,
): Promise<{ key: string; size: number } | undefined> {
  if (!hasThumbnail(extension)) return undefined;
  const key = thumbnailKey(objectId);
  const existing = await store.head(key);
  if (existing) return { key, size: existing.size };
  // Loaded on the first thumbnail, not at start: its native library is resident memory an idle
  // server would otherwise hold (see docs/decisions/042).
  const { default: sharp } = await import('sharp');
  try {
    const source = await store.get(sourceKey);
    const resize = sharp({ failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78 });
    const stored = await store.put(key, source.body.pipe(resize), { contentType: 'image/jpeg' });
    return { key, size: stored.size };
  } catch {
    return undefined;
  }
}
