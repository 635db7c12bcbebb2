import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classHours, courses } from '../catalogue/tables';
import { users } from '../users/tables';

/**
 * A learner's note on a class hour of a course (spec learning area §3). `content` is stored only
 * after the rich-text allow-list; `video_seconds` pins it to a moment of the class hour's video.
 * The course is kept beside the class hour so "my notes on this course" reads one index.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    classHourId: uuid('class_hour_id')
      .notNull()
      .references(() => classHours.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    videoSeconds: integer('video_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notes_user_hour_idx').on(table.userId, table.classHourId, table.createdAt),
    index('notes_user_course_idx').on(table.userId, table.courseId, table.createdAt),
  ],
);
