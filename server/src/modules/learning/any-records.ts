import type { Language } from '@qiao/contracts/languages';
import type { LearningRecord, SavedRecord, WatchedSpan } from '@qiao/contracts/learning';
import type { Db } from '../../platform/db/database';
import { courseOfContent } from '../catalogue/mooc/course-outline';
import { readItemRecord, reportItemWatching } from './item-records';
import { readRecord, reportWatching } from './records';

/**
 * The record calls take either a MOOC class content's id or a catalogue item's: an id that names
 * a class content is one (its course's visibility is checked there), any other is looked up as an
 * item the learner may see. Ids are random uuids, so the two never collide.
 */
const isClassContent = async (db: Db, id: string) => (await courseOfContent(db, id)) !== null;

export async function reportAnyWatching(
  db: Db,
  userId: string,
  input: { contentId: string; currentTime: number; watched: WatchedSpan[] },
  language: Language,
): Promise<SavedRecord> {
  return (await isClassContent(db, input.contentId))
    ? reportWatching(db, userId, input, language)
    : reportItemWatching(db, userId, input);
}

export async function readAnyRecord(
  db: Db,
  userId: string,
  contentId: string,
): Promise<LearningRecord> {
  return (await isClassContent(db, contentId))
    ? readRecord(db, userId, contentId)
    : readItemRecord(db, userId, contentId);
}
