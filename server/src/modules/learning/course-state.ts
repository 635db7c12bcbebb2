import { and, eq, inArray } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { ClassHourProgress, CourseProgress } from '@qiao/contracts/learning';
import type { Db } from '../../platform/db/database';
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
    records.set(row.contentId, {
      watchedSeconds: row.watchedSeconds,
      done: row.completedAt !== null,
    });
    byCourse.set(row.courseId, records);
  }
  return byCourse;
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

export async function lastClassHourOf(db: Db, userId: string, courseId: string) {
  return (await lastClassHoursOf(db, userId, [courseId])).get(courseId) ?? null;
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
