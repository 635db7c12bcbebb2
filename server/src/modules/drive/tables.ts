import { and, eq, sql, type Column } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  type ExtraConfigColumn,
  integer,
  pgTable,
  primaryKey,
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

type EntryColumn =
  | 'id'
  | 'userId'
  | 'fileName'
  | 'extendName'
  | 'isDir'
  | 'fileSize'
  | 'filePath'
  | 'uploadTime'
  | 'deleteFlag';
type EntryColumns = Record<EntryColumn, ExtraConfigColumn>;

/** The columns of each order a folder's list offers (contracts SORT_FIELDS), before the id. */
const FOLDER_ORDERS = {
  name: ['fileName', 'extendName'],
  size: ['fileSize'],
  time: ['uploadTime'],
} as const satisfies Record<string, readonly EntryColumn[]>;

/**
 * Folders first, then the chosen order, then the id: listing.ts's ORDER BY, column for column.
 * A B-tree read backwards flips every column, folders included, so each direction needs its own.
 */
function folderOrderIndexes(table: EntryColumns) {
  return Object.entries(FOLDER_ORDERS).flatMap(([field, columns]) =>
    (['asc', 'desc'] as const).map((order) =>
      index(`user_files_folder_${field}_${order}_idx`)
        .on(
          table.userId,
          table.filePath,
          table.isDir.desc().nullsFirst(),
          ...columns.map((column) =>
            order === 'asc' ? table[column].asc() : table[column].desc().nullsFirst(),
          ),
          table.id,
        )
        .where(sql`${table.deleteFlag} = 0`),
    ),
  );
}

type NameColumns = Record<'fileName' | 'extendName', Column>;

/** The name a person sees and searches: "notes.pdf", or "notes" when there is no extension. */
export const displayNameOf = (table: NameColumns) =>
  sql<string>`${table.fileName} || case when ${table.extendName} = '' then '' else '.' || ${table.extendName} end`;

/**
 * Every one- and two-character piece of the lower-cased display name (SQL function from
 * migration 0019). A name contains a text only if it holds all of the text's pieces.
 */
export const nameGramsOf = (table: NameColumns) => sql`name_grams(lower(${displayNameOf(table)}))`;

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
    // One index per sort order of a folder's list, in exactly the query's order (DESC is NULLS
    // FIRST in PostgreSQL), so the first page is read from the index, however full the folder.
    ...folderOrderIndexes(table),
    // A category's newest files first, as listByType reads them.
    index('user_files_type_idx')
      .on(table.userId, table.fileType, table.uploadTime.desc().nullsFirst(), table.id)
      .where(sql`${table.deleteFlag} = 0`),
    // Name search: the names holding every piece of the searched text (decision 040).
    index('user_files_name_grams_idx')
      .using('gin', nameGramsOf(table))
      .where(sql`${table.deleteFlag} = 0`),
    index('user_files_batch_idx').on(table.userId, table.deleteBatchNum),
  ],
);

/**
 * How many live entries each folder holds, kept by triggers on user_files (migration 0020) in the
 * statement that changes them, so a folder's total is one row however full it is (decision 040).
 */
export const folderEntryCounts = pgTable(
  'folder_entry_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    liveEntries: bigint('live_entries', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.filePath] })],
);

/**
 * How many live files each category (file type 1–5) of an account holds, kept like the folder
 * counts by triggers on user_files (migration 0022), so a category's total is one row.
 */
export const categoryFileCounts = pgTable(
  'category_file_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileType: smallint('file_type').notNull(),
    liveFiles: bigint('live_files', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fileType] })],
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
