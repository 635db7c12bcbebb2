import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { writtenAt } from '../../platform/db/columns';
import { classHourId, courseId } from '../learning/learner-columns';
import { learnerId } from '../users/owner-column';

/**
 * A learner's note on a class hour of a course (spec learning area §3). `content` is stored only
 * after the rich-text allow-list; `video_seconds` pins it to a moment of the class hour's video.
 * The course is kept beside the class hour so "my notes on this course" reads one index.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    courseId: courseId(),
    classHourId: classHourId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    videoSeconds: integer('video_seconds'),
    ...writtenAt(),
  },
  (table) => [
    index('notes_user_hour_idx').on(table.userId, table.classHourId, table.createdAt),
    index('notes_user_course_idx').on(table.userId, table.courseId, table.createdAt),
  ],
);
