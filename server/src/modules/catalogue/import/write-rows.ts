import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  AttachmentManifest,
  CollectionManifest,
  CourseManifest,
  ItemManifest,
} from '@qiao/contracts/content-manifest';
import type { Visibility } from '@qiao/contracts/catalogue';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { searchTextOf } from '../search-text';
import {
  catalogueCollections,
  catalogueItems,
  contentClassGrants,
  courses,
  itemAttachments,
} from '../tables';
import { setGrants } from './class-grants';
import type { StoredMediaByFile } from './store-media';
import { syncCourseTree, type TreeCounts } from './write-course-tree';

/** What one import wrote, for the command's report. */
export interface ImportCounts extends TreeCounts {
  courses: number;
  collections: number;
  items: number;
  attachments: number;
  /** Items of an imported collection that its manifest no longer lists, and so were removed. */
  removedItems: number;
  examPapers: number;
}

export const emptyCounts = (): ImportCounts => ({
  courses: 0,
  semesters: 0,
  chapters: 0,
  classHours: 0,
  contents: 0,
  collections: 0,
  items: 0,
  attachments: 0,
  removedItems: 0,
  examPapers: 0,
});

/** Looks up stored media by the manifest's file names (all checked to exist beforehand). */
export class MediaLookup {
  constructor(private readonly stored: StoredMediaByFile) {}

  key(file: string | undefined): string | null {
    return file ? this.media(file).key : null;
  }

  media(file: string) {
    const found = this.stored.get(file);
    if (!found) throw new Error(`media ${file} was not stored before writing rows`);
    return found;
  }

  /** The columns of a row whose content is one media file (or none). */
  columns(
    file: string | undefined,
    captions: Partial<Record<'ar' | 'zh' | 'en', string>> | undefined,
    manifestDuration: number | undefined,
  ) {
    const media = file ? this.media(file) : undefined;
    const captionKeys = Object.fromEntries(
      Object.entries(captions ?? {}).flatMap(([language, path]) =>
        path ? [[language, this.media(path).key]] : [],
      ),
    );
    return {
      mediaKey: media?.key ?? null,
      mediaType: media?.type ?? null,
      mediaBytes: media?.bytes ?? null,
      durationSeconds: media ? (media.durationSeconds ?? manifestDuration ?? null) : null,
      captions: Object.keys(captionKeys).length > 0 ? captionKeys : null,
    };
  }
}

function filterColumns(row: {
  audience?: (typeof courses.$inferInsert)['audience'];
  difficulty?: (typeof courses.$inferInsert)['difficulty'];
  direction?: (typeof courses.$inferInsert)['direction'];
  category?: (typeof courses.$inferInsert)['category'];
}) {
  return {
    audience: row.audience ?? null,
    difficulty: row.difficulty ?? null,
    direction: row.direction ?? null,
    category: row.category ?? null,
  };
}

/** Publishing columns; a missing publication date keeps the stored one (or now, when new). */
function publishingColumns(row: {
  visibility: Visibility;
  position?: number;
  hot?: number;
  publishedAt?: string;
}) {
  return {
    visibility: row.visibility,
    position: row.position ?? 0,
    hot: row.hot ?? 0,
    ...(row.publishedAt ? { publishedAt: new Date(row.publishedAt) } : {}),
    updatedAt: new Date(),
  };
}

export async function writeCourse(
  tx: Db,
  course: CourseManifest,
  media: MediaLookup,
  counts: ImportCounts,
): Promise<string> {
  const values = {
    title: course.title,
    summary: course.summary ?? null,
    description: course.description ?? null,
    coverKey: media.key(course.cover),
    teacher: course.teacher
      ? {
          name: course.teacher.name,
          ...(course.teacher.title ? { title: course.teacher.title } : {}),
          ...(course.teacher.bio ? { bio: course.teacher.bio } : {}),
          ...(course.teacher.avatar ? { avatarKey: media.key(course.teacher.avatar)! } : {}),
        }
      : null,
    priceMinor: course.price?.amountMinor ?? null,
    priceCurrency: course.price?.currency ?? null,
    examFamily: course.exam?.family ?? null,
    examLevel: course.exam?.level ?? null,
    ...filterColumns(course),
    ...publishingColumns(course),
    searchText: searchTextOf([course.title, course.summary, course.teacher?.name]),
  };
  const [row] = await tx
    .insert(courses)
    .values({ slug: course.slug, ...values })
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  await setGrants(tx, row!.id, course.classes);
  await syncCourseTree(tx, row!.id, course.semesters, media, counts);
  counts.courses += 1;
  return row!.id;
}

async function courseIdOf(tx: Db, slug: string, field: string): Promise<string> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!row) throw new AppError('contentCourseUnknown', { field, slug });
  return row.id;
}

async function writeAttachments(
  tx: Db,
  itemId: string,
  attachments: readonly AttachmentManifest[] | undefined,
  media: MediaLookup,
  counts: ImportCounts,
) {
  await tx.delete(itemAttachments).where(eq(itemAttachments.itemId, itemId));
  if (!attachments?.length) return;
  await tx.insert(itemAttachments).values(
    attachments.map((attachment, position) => ({
      itemId,
      title: attachment.title,
      fileName: attachment.fileName ?? attachment.file.split('/').pop()!,
      ...media.columns(attachment.file, undefined, undefined),
      position,
    })),
  );
  counts.attachments += attachments.length;
}

/** Inserts or updates one item by slug; `field` is its place in the manifest, for errors. */
export async function writeItem(
  tx: Db,
  item: ItemManifest,
  collectionId: string | null,
  field: string,
  media: MediaLookup,
  counts: ImportCounts,
): Promise<string> {
  const courseId = item.course ? await courseIdOf(tx, item.course, `${field}.course`) : null;
  const cardTexts = item.card
    ? [{ zh: item.card.hanzi, en: item.card.pinyin }, item.card.meaning]
    : [];
  const values = {
    kind: item.kind,
    collectionId,
    courseId,
    title: item.title,
    summary: item.summary ?? null,
    body: item.body ?? null,
    author: item.author ?? null,
    coverKey: media.key(item.cover),
    ...media.columns(item.file, item.captions, item.durationSeconds),
    readingDirection: item.readingDirection ?? null,
    live: item.live ?? null,
    card: item.card ?? null,
    ...filterColumns(item),
    ...publishingColumns(item),
    searchText: searchTextOf([item.title, item.summary, item.author, ...cardTexts]),
  };
  const [row] = await tx
    .insert(catalogueItems)
    .values({ slug: item.slug, ...values })
    .onConflictDoUpdate({ target: catalogueItems.slug, set: values })
    .returning({ id: catalogueItems.id });
  await setGrants(tx, row!.id, item.classes);
  await writeAttachments(tx, row!.id, item.attachments, media, counts);
  counts.items += 1;
  return row!.id;
}

/**
 * A collection and exactly the items its manifest lists: items it held before that the manifest
 * no longer names are removed, so the folder is the collection's whole truth.
 */
export async function writeCollection(
  tx: Db,
  collection: CollectionManifest,
  media: MediaLookup,
  counts: ImportCounts,
): Promise<string> {
  let parentId: string | null = null;
  if (collection.parent) {
    const [parent] = await tx
      .select({ id: catalogueCollections.id })
      .from(catalogueCollections)
      .where(eq(catalogueCollections.slug, collection.parent));
    if (!parent) {
      throw new AppError('contentCollectionUnknown', {
        field: 'collection.parent',
        slug: collection.parent,
      });
    }
    parentId = parent.id;
  }
  const values = {
    kind: collection.kind,
    parentId,
    title: collection.title,
    summary: collection.summary ?? null,
    coverKey: media.key(collection.cover),
    ...filterColumns(collection),
    ...publishingColumns(collection),
    searchText: searchTextOf([collection.title, collection.summary]),
  };
  const [row] = await tx
    .insert(catalogueCollections)
    .values({ slug: collection.slug, ...values })
    .onConflictDoUpdate({ target: catalogueCollections.slug, set: values })
    .returning({ id: catalogueCollections.id });
  const collectionId = row!.id;
  await setGrants(tx, collectionId, collection.classes);
  for (const [index, item] of collection.items.entries()) {
    await writeItem(tx, item, collectionId, `collection.items[${index}]`, media, counts);
  }
  const kept = collection.items.map((item) => item.slug);
  const removed = await tx
    .delete(catalogueItems)
    .where(
      and(
        eq(catalogueItems.collectionId, collectionId),
        kept.length ? notInArray(catalogueItems.slug, kept) : undefined,
      ),
    )
    .returning({ id: catalogueItems.id });
  if (removed.length) {
    await tx.delete(contentClassGrants).where(
      inArray(
        contentClassGrants.subjectId,
        removed.map((item) => item.id),
      ),
    );
  }
  counts.removedItems += removed.length;
  counts.collections += 1;
  return collectionId;
}
