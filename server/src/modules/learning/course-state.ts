import { and, eq, inArray, sql } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { ClassHourProgress, CourseProgress } from '@qiao/contracts/learning';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { CourseOutline, OutlineContent, OutlineHour } from '../catalogue';
import { learningPlaces, learningRecords } from './tables';
import {
  blockingHours,
  coursePercent,
  hourDone,
  videoProgress,
  type HourState,
} from './progress-rules';

/** Videos and documents count towards a class hour; lesson tests join with the exams work. */
export const counts = (content: OutlineContent) => content.kind !== 'test';

export interface RecordFacts {
  watchedSeconds: number;
  done: boolean;
}

export async function recordsOfCourse(db: Db, userId: string, courseId: string) {
  return (await recordsOfCourses(db, userId, [courseId])).get(courseId) ?? new Map();
}

/** The learner's records in several courses in one read, by course then content. */
export async function recordsOfCourses(db: Db, userId: string, courseIds: readonly string[]) {
  const byCourse = new Map<string, Map<string, RecordFacts>>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: learningRecords.courseId,
      contentId: learningRecords.contentId,
      watchedSeconds: learningRecords.watchedSeconds,
      completedAt: learningRecords.completedAt,
    })
    .from(learningRecords)
    .where(
      and(eq(learningRecords.userId, userId), inArray(learningRecords.courseId, [...courseIds])),
    );
  for (const row of rows) {
    const records = byCourse.get(row.courseId) ?? new Map<string, RecordFacts>();
    byCourse.set(row.courseId, records.set(row.contentId, factOf(row)));
  }
  return byCourse;
}

type StoredFacts = Pick<typeof learningRecords.$inferSelect, 'watchedSeconds' | 'completedAt'>;

const factOf = (row: StoredFacts): RecordFacts => ({
  watchedSeconds: row.watchedSeconds,
  done: row.completedAt !== null,
});

/** One course's records as read, by content. */
export function factsOf(rows: readonly (StoredFacts & { contentId: string })[]) {
  return new Map(rows.map((row) => [row.contentId, factOf(row)]));
}

export function contentProgress(content: OutlineContent, record: RecordFacts | undefined) {
  if (!record) return 0;
  if (record.done) return 100;
  return content.kind === 'video'
    ? videoProgress(record.watchedSeconds, content.durationSeconds)
    : 0;
}

/** Each class hour's state; "previous" is the class hour before it in the same semester. */
export function hourStates(outline: CourseOutline, records: Map<string, RecordFacts>) {
  const states: HourState[] = outline.hours.map((hour) => {
    const countable = hour.contents.filter(counts);
    return {
      id: hour.id,
      requiresPrevious: hour.requiresPrevious,
      countable: countable.length,
      doneContents: countable.filter((content) => records.get(content.id)?.done).length,
    };
  });
  const blocking: (string | null)[] = [];
  let start = 0;
  for (let index = 1; index <= outline.hours.length; index += 1) {
    if (
      index === outline.hours.length ||
      outline.hours[index]!.semesterId !== outline.hours[start]!.semesterId
    ) {
      blocking.push(...blockingHours(states.slice(start, index)));
      start = index;
    }
  }
  return { states, blocking };
}

export function presentProgress(
  outline: CourseOutline,
  records: Map<string, RecordFacts>,
  lastClassHourId: string | null,
): CourseProgress {
  const { states, blocking } = hourStates(outline, records);
  const classHours: ClassHourProgress[] = outline.hours.map((hour, index) => ({
    classHourId: hour.id,
    done: hourDone(states[index]!),
    locked: blocking[index] !== null,
    previousClassHourId: blocking[index] ?? null,
    contents: hour.contents.map((content) => ({
      contentId: content.id,
      progress: contentProgress(content, records.get(content.id)),
      done: Boolean(records.get(content.id)?.done),
    })),
  }));
  const done = classHours.filter((hour) => hour.done).length;
  return {
    courseId: outline.courseId,
    percent: coursePercent(done, classHours.length),
    classHoursDone: done,
    classHoursTotal: classHours.length,
    lastClassHourId,
    classHours,
  };
}

/**
 * One course's records and the class hour opened last, in one statement (the course page reads
 * both on every visit): the place joined to the records, one row even when neither exists.
 */
export async function stateOfCourse(db: Db, userId: string, courseId: string) {
  const rows = await queryRows<{
    content_id: string | null;
    watched_seconds: number | null;
    completed_at: Date | string | null;
    last_class_hour_id: string | null;
  }>(
    db,
    sql`select r.content_id, r.watched_seconds, r.completed_at, p.class_hour_id as last_class_hour_id
        from (select 1) as one
        left join ${learningPlaces} p on p.user_id = ${userId} and p.course_id = ${courseId}
        left join ${learningRecords} r on r.user_id = ${userId} and r.course_id = ${courseId}`,
  );
  const records = new Map<string, RecordFacts>();
  for (const row of rows) {
    if (row.content_id === null) continue;
    records.set(row.content_id, {
      watchedSeconds: row.watched_seconds ?? 0,
      done: row.completed_at !== null,
    });
  }
  return { records, lastClassHourId: rows[0]?.last_class_hour_id ?? null };
}

/** The class hour the learner opened last in each of several courses, by course. */
export async function lastClassHoursOf(db: Db, userId: string, courseIds: readonly string[]) {
  if (courseIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ courseId: learningPlaces.courseId, classHourId: learningPlaces.classHourId })
    .from(learningPlaces)
    .where(
      and(eq(learningPlaces.userId, userId), inArray(learningPlaces.courseId, [...courseIds])),
    );
  return new Map(rows.map((row) => [row.courseId, row.classHourId]));
}

/** Refuses a class hour that waits for the previous one, naming that one. */
export function assertOpen(
  outline: CourseOutline,
  records: Map<string, RecordFacts>,
  hour: OutlineHour,
  language: Language,
) {
  const { blocking } = hourStates(outline, records);
  const index = outline.hours.findIndex((candidate) => candidate.id === hour.id);
  const blocker = blocking[index];
  if (!blocker) return;
  const previous = outline.hours.find((candidate) => candidate.id === blocker)!;
  throw new AppError('learningPreviousNotFinished', {
    title: pickText(previous.title, language),
  });
}
