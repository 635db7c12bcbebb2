import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import type { ReplayCard } from '@qiao/contracts/catalogue-mooc-live';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { imageUrl } from '../media-urls';
import { catalogueCollections, catalogueItems } from '../tables';
import { itemVisibleTo, visibleTo, type Viewer } from '../visibility';
import { isRowId } from './viewer';

/**
 * Replays: items of kind `replay` in `replay_group` collections. A replay is seen when it and its
 * group are both visible to the viewer.
 */

type ItemRow = typeof catalogueItems.$inferSelect;

export function presentReplay(row: ItemRow, language: Language): ReplayCard {
  return {
    id: row.id,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    coverUrl: imageUrl(row.coverKey),
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
    groupId: row.collectionId,
  };
}

const replayOrder = [
  desc(catalogueItems.publishedAt),
  asc(catalogueItems.position),
  asc(catalogueItems.id),
];

/** Visible replays of visible groups (the catalogue's one rule for items). */
function visibleReplays(viewer: Viewer) {
  return and(eq(catalogueItems.kind, 'replay'), itemVisibleTo(viewer));
}

/** Replays of the given groups, by group, newest first. */
export async function replaysOfGroups(
  db: Db,
  viewer: Viewer,
  groupIds: string[],
  language: Language,
) {
  const byGroup = new Map<string, ReplayCard[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select()
    .from(catalogueItems)
    .where(and(visibleReplays(viewer), inArray(catalogueItems.collectionId, groupIds)))
    .orderBy(...replayOrder);
  for (const row of rows) byGroup.get(row.collectionId!)?.push(presentReplay(row, language));
  return byGroup;
}

export async function replayTree(db: Db, viewer: Viewer, language: Language) {
  const groups = await db
    .select()
    .from(catalogueCollections)
    .where(
      and(eq(catalogueCollections.kind, 'replay_group'), visibleTo(catalogueCollections, viewer)),
    )
    .orderBy(asc(catalogueCollections.position), desc(catalogueCollections.publishedAt));
  const replays = await replaysOfGroups(
    db,
    viewer,
    groups.map((group) => group.id),
    language,
  );
  return groups.map((group) => ({
    id: group.id,
    title: pickText(group.title, language),
    summary: pickText(group.summary, language),
    coverUrl: imageUrl(group.coverKey),
    replays: replays.get(group.id) ?? [],
  }));
}

export async function replayPage(
  db: Db,
  viewer: Viewer,
  language: Language,
  query: { groupId?: string } & PageRequest,
) {
  if (query.groupId !== undefined) {
    const group = isRowId(query.groupId)
      ? await db
          .select({ id: catalogueCollections.id })
          .from(catalogueCollections)
          .where(
            and(
              eq(catalogueCollections.id, query.groupId),
              eq(catalogueCollections.kind, 'replay_group'),
              visibleTo(catalogueCollections, viewer),
            ),
          )
      : [];
    if (group.length === 0) throw new AppError('replayGroupNotFound');
  }
  const where = and(
    visibleReplays(viewer),
    query.groupId ? eq(catalogueItems.collectionId, query.groupId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select()
        .from(catalogueItems)
        .where(where)
        .orderBy(...replayOrder),
      query,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(catalogueItems)
      .where(where),
  ]);
  return { list: rows.map((row) => presentReplay(row, language)), total: counted?.total ?? 0 };
}

/**
 * The replays of ended live classes: those of the class's replay group when it is in one, else
 * those published for the class's course.
 */
export async function replaysOfLiveClasses(
  db: Db,
  viewer: Viewer,
  classes: readonly ItemRow[],
  language: Language,
) {
  const byClass = new Map<string, ReplayCard[]>();
  const groupIds = unique(classes.map((item) => item.collectionId));
  const courseIds = unique(
    classes.filter((item) => !item.collectionId).map((item) => item.courseId),
  );
  const byGroup = await replaysOfGroups(db, viewer, groupIds, language);
  const byCourse = new Map<string, ReplayCard[]>();
  if (courseIds.length > 0) {
    const rows = await db
      .select()
      .from(catalogueItems)
      .where(and(visibleReplays(viewer), inArray(catalogueItems.courseId, courseIds)))
      .orderBy(...replayOrder);
    for (const row of rows) {
      const list = byCourse.get(row.courseId!) ?? [];
      list.push(presentReplay(row, language));
      byCourse.set(row.courseId!, list);
    }
  }
  for (const item of classes) {
    const replays = item.collectionId
      ? byGroup.get(item.collectionId)
      : item.courseId
        ? byCourse.get(item.courseId)
        : undefined;
    byClass.set(item.id, replays ?? []);
  }
  return byClass;
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}
