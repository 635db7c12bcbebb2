import { uuid } from 'drizzle-orm/pg-core';
import { classHours, courses } from '../catalogue/tables';

/**
 * The course and class hour a learner's own rows (records, places, notes) belong to, each gone
 * with what it points at. Whose the row is comes from `users/owner-column.ts`, and timestamps from
 * `platform/db/columns.ts`, which the catalogue's own learner tables use too. The column names
 * are the tables' own, so migrations see no change when a table starts using these.
 */
export const courseId = () =>
  uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const classHourId = () =>
  uuid('class_hour_id')
    .notNull()
    .references(() => classHours.id, { onDelete: 'cascade' });
