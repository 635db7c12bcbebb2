import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { classHours, courses } from '../catalogue/tables';
import { users } from '../users/tables';

/**
 * The columns a learner's own rows repeat (records, places, notes, enrolments, attendance): whose
 * the row is and which course or class hour it belongs to, each going with what it points at, and
 * timestamps with their time zone. The column names are the tables' own, so migrations see no
 * change when a table starts using these.
 */
export const learnerId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const courseId = () =>
  uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const classHourId = () =>
  uuid('class_hour_id')
    .notNull()
    .references(() => classHours.id, { onDelete: 'cascade' });

/** A moment, kept with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written first and last. */
export const writtenAt = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
