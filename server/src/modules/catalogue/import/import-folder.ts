import path from 'node:path';
import type { ContentManifest, CourseManifest } from '@qiao/contracts/content-manifest';
import type { ExamPaperManifest } from '@qiao/contracts/exam-manifest';
import type { Db } from '../../../platform/db/database';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { AppError } from '../../../platform/http/app-error';
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
 * The exams module's papers, handed in by the caller because the exams module reads the catalogue
 * and so cannot be imported by it: `save` writes a paper by slug with the import's transaction
 * (`mediaKey` turns a path of the folder into the stored file's key); `lessonPaperExists` lets a
 * course's test content name only a lesson paper that is there.
 */
export interface PaperStore {
  save(
    tx: Db,
    manifest: ExamPaperManifest,
    mediaKey: (folderPath: string) => string,
  ): Promise<unknown>;
  lessonPaperExists(tx: Db, slug: string): Promise<boolean>;
}

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
  papers: PaperStore,
): Promise<ImportResult> {
  const { manifest } = prepared;
  const media = new MediaLookup(prepared.media);
  const counts = emptyCounts();
  let slugs: string[];
  switch (manifest.type) {
    case 'course':
      await checkLessonTests(tx, manifest.course, papers);
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
      await papers.save(tx, manifest.exam, (file) => media.media(file).key);
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
  papers: PaperStore,
): Promise<ImportResult> {
  const prepared = await prepareImport(store, folder);
  return db.transaction((tx) => writeImport(tx, prepared, papers));
}

/** A test content must name a lesson paper already imported (import the paper's folder first). */
async function checkLessonTests(tx: Db, course: CourseManifest, papers: PaperStore) {
  for (const [s, semester] of course.semesters.entries()) {
    for (const [c, chapter] of semester.chapters.entries()) {
      for (const [h, hour] of chapter.hours.entries()) {
        for (const [i, content] of hour.contents.entries()) {
          if (content.kind === 'test' && !(await papers.lessonPaperExists(tx, content.test))) {
            throw new AppError('contentLessonTestUnknown', {
              field: `course.semesters[${s}].chapters[${c}].hours[${h}].contents[${i}].test`,
              slug: content.test,
            });
          }
        }
      }
    }
  }
}
