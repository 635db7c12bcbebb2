import path from 'node:path';
import type { ContentManifest } from '@qiao/contracts/content-manifest';
import type { Db } from '../../../platform/db/database';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { mediaReferences } from './media-references';
import { readManifest } from './read-manifest';
import { storeMedia, type StoredMediaByFile } from './store-media';
import {
  MediaLookup,
  emptyCounts,
  writeCollection,
  writeCourse,
  writeItem,
  type ImportCounts,
} from './write-rows';

/** A folder whose manifest is valid and whose media are stored: only the rows remain to write. */
export interface PreparedImport {
  folder: string;
  manifest: ContentManifest;
  media: StoredMediaByFile;
}

export interface ImportResult {
  folder: string;
  type: ContentManifest['type'];
  /** The slugs of the top-level rows written (the course, the collection, or the items). */
  slugs: string[];
  counts: ImportCounts;
  /** Distinct media files stored. */
  mediaFiles: number;
}

/**
 * Reads and validates the folder's manifest, checks every file it names and stores the media.
 * Throws the import's translated errors (bad field, missing file) before any row is written.
 */
export async function prepareImport(store: ObjectStore, folder: string): Promise<PreparedImport> {
  const absolute = path.resolve(folder);
  const manifest = await readManifest(absolute);
  const media = await storeMedia(store, absolute, mediaReferences(manifest));
  return { folder: absolute, manifest, media };
}

/** Writes a prepared import's rows with `tx`; the caller owns the transaction. */
export async function writeImport(tx: Db, prepared: PreparedImport): Promise<ImportResult> {
  const { manifest } = prepared;
  const media = new MediaLookup(prepared.media);
  const counts = emptyCounts();
  let slugs: string[];
  if (manifest.type === 'course') {
    await writeCourse(tx, manifest.course, media, counts);
    slugs = [manifest.course.slug];
  } else if (manifest.type === 'collection') {
    await writeCollection(tx, manifest.collection, media, counts);
    slugs = [manifest.collection.slug];
  } else {
    for (const [index, item] of manifest.items.entries()) {
      await writeItem(tx, item, null, `items[${index}]`, media, counts);
    }
    slugs = manifest.items.map((item) => item.slug);
  }
  return {
    folder: prepared.folder,
    type: manifest.type,
    slugs,
    counts,
    mediaFiles: prepared.media.size,
  };
}

/**
 * `npm run content -- import <folder>`: one folder, all its rows in one transaction, replacing
 * by slug. A bad manifest, a missing file or an unknown referenced slug imports nothing.
 */
export async function importFolder(
  db: Db,
  store: ObjectStore,
  folder: string,
): Promise<ImportResult> {
  const prepared = await prepareImport(store, folder);
  return db.transaction((tx) => writeImport(tx, prepared));
}
