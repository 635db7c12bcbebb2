import path from 'node:path';
import type { ContentManifest } from '@qiao/contracts/content-manifest';
import type { ExamPaperManifest } from '@qiao/contracts/exam-manifest';
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

/**
 * Writes an exam paper by slug with the import's transaction: the exams module's `savePaper`,
 * handed in by the caller because the exams module reads the catalogue and so cannot be imported
 * by it. `mediaKey` turns a path of the folder into the stored file's key.
 */
export type SavePaper = (
  tx: Db,
  manifest: ExamPaperManifest,
  mediaKey: (folderPath: string) => string,
) => Promise<unknown>;

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
export async function writeImport(
  tx: Db,
  prepared: PreparedImport,
  savePaper: SavePaper,
): Promise<ImportResult> {
  const { manifest } = prepared;
  const media = new MediaLookup(prepared.media);
  const counts = emptyCounts();
  let slugs: string[];
  switch (manifest.type) {
    case 'course':
      await writeCourse(tx, manifest.course, media, counts);
      slugs = [manifest.course.slug];
      break;
    case 'collection':
      await writeCollection(tx, manifest.collection, media, counts);
      slugs = [manifest.collection.slug];
      break;
    case 'items':
      for (const [index, item] of manifest.items.entries()) {
        await writeItem(tx, item, null, `items[${index}]`, media, counts);
      }
      slugs = manifest.items.map((item) => item.slug);
      break;
    case 'exam':
      await savePaper(tx, manifest.exam, (file) => media.media(file).key);
      counts.examPapers += 1;
      slugs = [manifest.exam.slug];
      break;
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
  savePaper: SavePaper,
): Promise<ImportResult> {
  const prepared = await prepareImport(store, folder);
  return db.transaction((tx) => writeImport(tx, prepared, savePaper));
}
