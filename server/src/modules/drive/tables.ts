import { and, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Bytes in the object store, shared by every entry that shows them: copies, instant uploads and
 * saves from shares add references, not bytes. The object is erased when the last one goes.
 */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    sha256: text('sha256').notNull(),
    refCount: integer('ref_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_objects_md5_idx').on(table.md5)],
);

/**
 * What a user sees: files and folders by name under a materialised parent path ("/" or "/a/b").
 * Deleted entries stay, flagged, in their recycle batch until restored or erased.
 */
export const userFiles = pgTable(
  'user_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectId: uuid('object_id').references(() => fileObjects.id),
    fileName: text('file_name').notNull(),
    /** The extension without its dot; empty for folders and names without one. */
    extendName: text('extend_name').notNull().default(''),
    isDir: boolean('is_dir').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    filePath: text('file_path').notNull(),
    /** Spec file_type 1–5 for files; 0 for folders. */
    fileType: smallint('file_type').notNull(),
    uploadTime: timestamp('upload_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    deleteFlag: smallint('delete_flag').notNull().default(0),
    deleteTime: timestamp('delete_time', { withTimezone: true }),
    deleteBatchNum: text('delete_batch_num'),
  },
  (table) => [
    uniqueIndex('user_files_live_name_idx')
      .on(table.userId, table.filePath, table.fileName, table.extendName)
      .where(sql`${table.deleteFlag} = 0`),
    // A folder's first page in name order straight from the index, however full the folder.
    index('user_files_folder_idx')
      .on(table.userId, table.filePath, table.isDir.desc(), table.fileName, table.extendName)
      .where(sql`${table.deleteFlag} = 0`),
    index('user_files_type_idx')
      .on(table.userId, table.fileType)
      .where(sql`${table.deleteFlag} = 0`),
    index('user_files_batch_idx').on(table.userId, table.deleteBatchNum),
  ],
);

/** Each user's allowance and what they use, changed in the same statement as the bytes. */
export const driveQuotas = pgTable('drive_quotas', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
});

export type UserFileRow = typeof userFiles.$inferSelect;

/** The condition every query of what a user sees starts from: their entries not in the bin. */
export const liveEntriesOf = (userId: string) =>
  and(eq(userFiles.userId, userId), eq(userFiles.deleteFlag, 0));
