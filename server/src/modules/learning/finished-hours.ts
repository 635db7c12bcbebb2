import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { CourseOutline } from '../catalogue';
import { hourStates, recordsOfCourses } from './course-state';
import { hourDone } from './progress-rules';
import { itemRecords } from './tables';

/**
 * The class hours a learner has finished in each of several courses (outlines as the learner may
 * see them), by course: what plans leave out when they lay a course's remaining hours.
 */
export async function finishedClassHours(
  db: Db,
  userId: string,
  outlines: readonly CourseOutline[],
): Promise<Map<string, Set<string>>> {
  const records = await recordsOfCourses(
    db,
    userId,
    outlines.map((outline) => outline.courseId),
  );
  const finished = new Map<string, Set<string>>();
  for (const outline of outlines) {
    const { states } = hourStates(outline, records.get(outline.courseId) ?? new Map());
    finished.set(
      outline.courseId,
      new Set(outline.hours.filter((_, index) => hourDone(states[index]!)).map((hour) => hour.id)),
    );
  }
  return finished;
}

/** The catalogue items among `itemIds` the learner has finished (plans leave them out too). */
export async function finishedItems(
  db: Db,
  userId: string,
  itemIds: readonly string[],
): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: itemRecords.itemId })
    .from(itemRecords)
    .where(
      and(
        eq(itemRecords.userId, userId),
        inArray(itemRecords.itemId, [...itemIds]),
        isNotNull(itemRecords.completedAt),
      ),
    );
  return new Set(rows.map((row) => row.itemId));
}
