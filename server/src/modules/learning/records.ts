import { and, eq } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { LearningRecord, SavedRecord, WatchedSpan } from '@qiao/contracts/learning';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  courseOfContent,
  courseOutline,
  type CourseAccessCheck,
  type CourseOutline,
  type OutlineContent,
  type OutlineHour,
} from '../catalogue';
import {
  assertOpen,
  contentProgress,
  factsOf,
  hourStates,
  recordsOfCourse,
  type RecordFacts,
} from './course-state';
import { afterReport, coursePercent, hourDone, resumeTime } from './progress-rules';
import { openingWrite } from './opening';
import { learningRecords } from './tables';
import { announceNothing, type AnnounceFinished } from './class-hour-finished';

/**
 * A learner's records of class contents: opening a content, reports while a video plays, and
 * reading a record back on any device. Every call finds the content through its course's outline,
 * which exists only when the course is visible to the learner.
 */

interface Located {
  outline: CourseOutline;
  hour: OutlineHour;
  content: OutlineContent;
}

/** `knownCourseId`: the content's course, when the caller has looked it up already. */
async function locateContent(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  knownCourseId?: string,
): Promise<Located> {
  const courseId = knownCourseId ?? (await courseOfContent(db, contentId));
  const outline = courseId ? await courseOutline(db, { userId }, courseId) : null;
  for (const hour of outline?.hours ?? []) {
    const content = hour.contents.find((candidate) => candidate.id === contentId);
    if (!content) continue;
    // Nothing of a locked course is opened, played, reported or read back.
    await access.assertOpen({ userId }, { id: outline!.courseId, priced: outline!.priced });
    return { outline: outline!, hour, content };
  }
  throw new AppError('learningContentNotFound');
}

type RecordRow = typeof learningRecords.$inferSelect;

function presentRecord(located: Located, row: RecordRow | undefined): LearningRecord {
  const facts = row
    ? { watchedSeconds: row.watchedSeconds, done: row.completedAt !== null }
    : undefined;
  return {
    contentId: located.content.id,
    classHourId: located.hour.id,
    courseId: located.outline.courseId,
    currentTime: row ? resumeTime(row.currentTime, located.content.durationSeconds) : 0,
    watchedSeconds: row?.watchedSeconds ?? 0,
    progress: contentProgress(located.content, facts),
    done: Boolean(facts?.done),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The record plus where its class hour and course stand after a save: the course's records as read
 * before the save, with the saved one in place (one read of the course's records per call).
 */
function presentSaved(
  located: Located,
  recordsBefore: Map<string, RecordFacts>,
  row: RecordRow,
): SavedRecord {
  const records = new Map(recordsBefore).set(row.contentId, {
    watchedSeconds: row.watchedSeconds,
    done: row.completedAt !== null,
  });
  const { states } = hourStates(located.outline, records);
  const index = located.outline.hours.findIndex((hour) => hour.id === located.hour.id);
  const done = states.filter(hourDone).length;
  return {
    ...presentRecord(located, row),
    classHourDone: hourDone(states[index]!),
    courseProgress: coursePercent(done, states.length),
  };
}

/** Whether this save finished the content's class hour (it was not done before the save). */
function finishedHour(
  located: Located,
  recordsBefore: Map<string, RecordFacts>,
  row: RecordRow,
): boolean {
  const index = located.outline.hours.findIndex((hour) => hour.id === located.hour.id);
  const before = hourStates(located.outline, recordsBefore).states[index]!;
  if (hourDone(before)) return false;
  const after = new Map(recordsBefore).set(row.contentId, {
    watchedSeconds: row.watchedSeconds,
    done: row.completedAt !== null,
  });
  return hourDone(hourStates(located.outline, after).states[index]!);
}

/** Tells the listeners when a save finished a class hour. */
async function announceIfFinished(
  announce: AnnounceFinished,
  located: Located,
  recordsBefore: Map<string, RecordFacts>,
  row: RecordRow,
) {
  if (!finishedHour(located, recordsBefore, row)) return;
  await announce({
    userId: row.userId,
    courseId: located.outline.courseId,
    classHourId: located.hour.id,
    finishedAt: row.completedAt ?? new Date(),
  });
}

async function readRow(db: Db, userId: string, contentId: string) {
  const [row] = await db
    .select()
    .from(learningRecords)
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.contentId, contentId)));
  return row;
}

/** Locates the content and refuses it while its class hour waits for the previous one. */
async function locateOpenContent(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  language: Language,
  knownCourseId?: string,
) {
  const located = await locateContent(db, access, userId, contentId, knownCourseId);
  const records = await recordsOfCourse(db, userId, located.outline.courseId);
  assertOpen(located.outline, records, located.hour, language);
  return { located, records };
}

/**
 * Opening a content: a document (or a test, until tests are scored) is done once opened; a video
 * starts the clock the next report is measured from.
 */
export async function openContent(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  language: Language,
  announce: AnnounceFinished = announceNothing,
): Promise<SavedRecord> {
  const { located, records } = await locateOpenContent(db, access, userId, contentId, language);
  const opening = openingWrite(learningRecords.completedAt, located.content.kind === 'document');
  const [row] = await db
    .insert(learningRecords)
    .values({
      userId,
      contentId,
      classHourId: located.hour.id,
      courseId: located.outline.courseId,
      ...opening.values,
    })
    .onConflictDoUpdate({
      target: [learningRecords.userId, learningRecords.contentId],
      set: opening.set,
    })
    .returning();
  await announceIfFinished(announce, located, records, row!);
  return presentSaved(located, records, row!);
}

/**
 * A report from the player: where the video stands and the spans played since the last report.
 * The learner's records of the course are read and locked in the transaction that writes this
 * one (a report is one read and one write, besides the remembered outline), so two tabs reporting
 * at once cannot both spend the same stretch of wall clock.
 */
export async function reportWatching(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  input: { contentId: string; currentTime: number; watched: WatchedSpan[] },
  language: Language,
  knownCourseId?: string,
  announce: AnnounceFinished = announceNothing,
): Promise<SavedRecord> {
  const located = await locateContent(db, access, userId, input.contentId, knownCourseId);
  const { courseId } = located.outline;
  const { row, recordsBefore } = await db.transaction(async (tx) => {
    const lockCourseRecords = () =>
      tx
        .select()
        .from(learningRecords)
        .where(and(eq(learningRecords.userId, userId), eq(learningRecords.courseId, courseId)))
        .for('update');
    let held = await lockCourseRecords();
    const records = factsOf(held);
    assertOpen(located.outline, records, located.hour, language);
    if (located.content.kind !== 'video') throw new AppError('learningNotAVideo');
    // A report usually follows the opening that made the record; only the first one adds it.
    let current = held.find((record) => record.contentId === input.contentId);
    if (!current) {
      await tx
        .insert(learningRecords)
        .values({ userId, contentId: input.contentId, classHourId: located.hour.id, courseId })
        .onConflictDoNothing();
      held = await lockCourseRecords();
      current = held.find((record) => record.contentId === input.contentId);
    }
    const [updated] = await tx
      .update(learningRecords)
      .set(afterReport(current!, input, located.content.durationSeconds, new Date()))
      .where(
        and(eq(learningRecords.userId, userId), eq(learningRecords.contentId, input.contentId)),
      )
      .returning();
    return { row: updated!, recordsBefore: records };
  });
  await announceIfFinished(announce, located, recordsBefore, row);
  return presentSaved(located, recordsBefore, row);
}

/** A record as stored (a zero record when the learner never opened the content). */
export async function readRecord(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  knownCourseId?: string,
) {
  const located = await locateContent(db, access, userId, contentId, knownCourseId);
  return presentRecord(located, await readRow(db, userId, contentId));
}
