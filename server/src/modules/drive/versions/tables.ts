import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fileObjects } from '../tables';
import { users } from '../../users/tables';

/**
 * Earlier versions of an office document, kept when the document server saves a new one: each
 * row holds one reference to the object the entry showed before, so those bytes outlive the save.
 * The editing module writes them; drive owns the table because erasing an entry must drop them.
 * `userFileId` has no foreign key on purpose: erasing an entry first collects its versions'
 * references (dropVersionsOf), which a cascade would silently lose.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userFileId: uuid('user_file_id').notNull(),
    objectId: uuid('object_id')
      .notNull()
      .references(() => fileObjects.id),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** When these bytes became the entry's content (the entry's updateTime back then). */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_versions_entry_idx').on(table.userFileId, table.replacedAt)],
);

export type FileVersionRow = typeof fileVersions.$inferSelect;
