import { asc, eq, inArray } from 'drizzle-orm';
import type { CourseManifest } from '@qiao/contracts/content-manifest';
import type { Db } from '../../../platform/db/database';
import { classContents, classHours, courseChapters, courseSemesters } from '../tables';
import type { MediaLookup } from './write-rows';

export interface TreeCounts {
  semesters: number;
  chapters: number;
  classHours: number;
  contents: number;
}

type Semesters = CourseManifest['semesters'];

/**
 * Matches the rows under a parent to the manifest's list by position: the first row is updated
 * with the first entry, and so on; extra entries are inserted and extra rows deleted. A re-import
 * that fixes a typo thus keeps every semester, chapter, class hour and content id, and with them
 * what learners' progress and links point at.
 */
async function syncByPosition<T>(
  existingIds: readonly string[],
  wanted: readonly T[],
  write: (entry: T, position: number, id: string | undefined) => Promise<string>,
  remove: (ids: string[]) => Promise<unknown>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, entry] of wanted.entries()) {
    ids.push(await write(entry, position, existingIds[position]));
  }
  const extra = existingIds.slice(wanted.length);
  if (extra.length) await remove(extra);
  return ids;
}

async function childIds(
  tx: Db,
  table: typeof courseSemesters | typeof courseChapters | typeof classHours | typeof classContents,
  parent: Parameters<typeof eq>[0],
  parentId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(parent, parentId))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.id);
}

export async function syncCourseTree(
  tx: Db,
  courseId: string,
  semesters: Semesters,
  media: MediaLookup,
  counts: TreeCounts,
): Promise<void> {
  await syncByPosition(
    await childIds(tx, courseSemesters, courseSemesters.courseId, courseId),
    semesters,
    async (semester, position, id) => {
      const values = {
        title: semester.title,
        startsOn: semester.startsOn ?? null,
        endsOn: semester.endsOn ?? null,
        position,
      };
      const semesterId = id
        ? (await tx.update(courseSemesters).set(values).where(eq(courseSemesters.id, id)), id)
        : (
            await tx
              .insert(courseSemesters)
              .values({ courseId, ...values })
              .returning()
          )[0]!.id;
      counts.semesters += 1;
      await syncChapters(tx, semesterId, semester.chapters, media, counts);
      return semesterId;
    },
    (ids) => tx.delete(courseSemesters).where(inArray(courseSemesters.id, ids)),
  );
}

async function syncChapters(
  tx: Db,
  semesterId: string,
  chapters: Semesters[number]['chapters'],
  media: MediaLookup,
  counts: TreeCounts,
) {
  await syncByPosition(
    await childIds(tx, courseChapters, courseChapters.semesterId, semesterId),
    chapters,
    async (chapter, position, id) => {
      const values = { title: chapter.title, position };
      const chapterId = id
        ? (await tx.update(courseChapters).set(values).where(eq(courseChapters.id, id)), id)
        : (
            await tx
              .insert(courseChapters)
              .values({ semesterId, ...values })
              .returning()
          )[0]!.id;
      counts.chapters += 1;
      await syncHours(tx, chapterId, chapter.hours, media, counts);
      return chapterId;
    },
    (ids) => tx.delete(courseChapters).where(inArray(courseChapters.id, ids)),
  );
}

async function syncHours(
  tx: Db,
  chapterId: string,
  hours: Semesters[number]['chapters'][number]['hours'],
  media: MediaLookup,
  counts: TreeCounts,
) {
  await syncByPosition(
    await childIds(tx, classHours, classHours.chapterId, chapterId),
    hours,
    async (hour, position, id) => {
      const values = { title: hour.title, requiresPrevious: hour.requiresPrevious, position };
      const hourId = id
        ? (await tx.update(classHours).set(values).where(eq(classHours.id, id)), id)
        : (
            await tx
              .insert(classHours)
              .values({ chapterId, ...values })
              .returning()
          )[0]!.id;
      counts.classHours += 1;
      await syncByPosition(
        await childIds(tx, classContents, classContents.classHourId, hourId),
        hour.contents,
        async (content, contentPosition, contentId) => {
          const contentValues = {
            kind: content.kind,
            title: content.title,
            ...(content.kind === 'video'
              ? media.columns(content.file, content.captions, content.durationSeconds)
              : media.columns(
                  content.kind === 'test' ? undefined : content.file,
                  undefined,
                  undefined,
                )),
            testRef: content.kind === 'test' ? content.test : null,
            position: contentPosition,
          };
          counts.contents += 1;
          if (contentId) {
            await tx
              .update(classContents)
              .set(contentValues)
              .where(eq(classContents.id, contentId));
            return contentId;
          }
          const [row] = await tx
            .insert(classContents)
            .values({ classHourId: hourId, ...contentValues })
            .returning();
          return row!.id;
        },
        (ids) => tx.delete(classContents).where(inArray(classContents.id, ids)),
      );
      return hourId;
    },
    (ids) => tx.delete(classHours).where(inArray(classHours.id, ids)),
  );
}
