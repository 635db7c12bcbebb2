import { index, integer, jsonb, pgTable, primaryKey, real, uuid } from 'drizzle-orm/pg-core';
import { catalogueItems, classContents } from '../catalogue/tables';
import { instant } from '../../platform/db/columns';
import { learnerId } from '../users/owner-column';
import { classHourId, courseId } from './learner-columns';

/**
 * What a record of something watched keeps: the spans of the video actually played (merged, exact
 * to the millisecond), their total in whole seconds (for lists; being finished is decided on the
 * spans' exact total), where it was left, when it was finished, and the wall clock the next
 * report's credit is measured from. Class contents and catalogue items keep the same.
 */
const watching = () => ({
  watchedSpans: jsonb('watched_spans').$type<[number, number][]>().notNull().default([]),
  watchedSeconds: integer('watched_seconds').notNull().default(0),
  currentTime: real('position_seconds').notNull().default(0),
  completedAt: instant('completed_at'),
  lastReportAt: instant('last_report_at'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A learner's record of one class content (spec §3 "learning record"): the spans of the video
 * actually played (merged, exact), their total, where the video was left, and when it was
 * finished. `last_report_at` is the wall clock the next report's credit is measured from.
 * Course and class hour are kept beside the content so progress reads one table.
 */
export const learningRecords = pgTable(
  'learning_records',
  {
    userId: learnerId(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => classContents.id, { onDelete: 'cascade' }),
    classHourId: classHourId(),
    courseId: courseId(),
    ...watching(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('learning_records_course_idx').on(table.userId, table.courseId),
  ],
);

/** The class hour a learner opened last in each course: where "continue learning" leads. */
export const learningPlaces = pgTable(
  'learning_places',
  {
    userId: learnerId(),
    courseId: courseId(),
    classHourId: classHourId(),
    openedAt: instant('opened_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('learning_places_recent_idx').on(table.userId, table.openedAt),
  ],
);

/**
 * A learner's record of one catalogue item outside the MOOC tree: a micro-lesson or video is
 * credited like a class video (spans, position, finished); a document or e-book is finished when
 * opened. `updated_at` (the last opening or report) orders the personal centre's lists.
 */
export const itemRecords = pgTable(
  'item_records',
  {
    userId: learnerId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    ...watching(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('item_records_recent_idx').on(table.userId, table.updatedAt),
  ],
);
