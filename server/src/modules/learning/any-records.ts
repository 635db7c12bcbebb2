import type { Language } from '@qiao/contracts/languages';
import type { LearningRecord, SavedRecord, WatchedSpan } from '@qiao/contracts/learning';
import type { Db } from '../../platform/db/database';
import { courseOfContent, type CourseAccessCheck } from '../catalogue';
import type { AnnounceFinished, AnnounceItemFinished } from './class-hour-finished';
import { readItemRecord, reportItemWatching } from './item-records';
import { readRecord, reportWatching } from './records';

/**
 * The record calls take either a MOOC class content's id or a catalogue item's: an id that has a
 * course is a class content (the course, handed on, is checked for visibility there), any other is
 * looked up as an item the learner may see. Ids are random uuids, so the two never collide.
 */

export async function reportAnyWatching(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  input: { contentId: string; currentTime: number; watched: WatchedSpan[] },
  language: Language,
  announce?: AnnounceFinished,
  announceItem?: AnnounceItemFinished,
): Promise<SavedRecord> {
  const courseId = await courseOfContent(db, input.contentId);
  return courseId
    ? reportWatching(db, access, userId, input, language, courseId, announce)
    : reportItemWatching(db, userId, input, announceItem);
}

export async function readAnyRecord(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
): Promise<LearningRecord> {
  const courseId = await courseOfContent(db, contentId);
  return courseId
    ? readRecord(db, access, userId, contentId, courseId)
    : readItemRecord(db, userId, contentId);
}
