import { uuid } from 'drizzle-orm/pg-core';
import { users } from './tables';

/**
 * The user a row belongs to (records, notes, enrolments, attendance): gone with the user. The
 * column name is the tables' own, so migrations see no change when a table starts using it.
 */
export const learnerId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
