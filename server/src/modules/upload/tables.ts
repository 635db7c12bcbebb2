import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables';
import { fileObjects, userFiles } from '../drive/tables';

export const UPLOAD_STATUSES = ['open', 'completing', 'done', 'cancelled'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * One resumable upload: what the browser declared at `getUploadAuth`, where its parts go in the
 * store, the quota it holds, and how far it got. Its id is the `uploadId` the browser keeps, so a
 * reload, a restart or another instance carries on from this row and the parts in the store.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key the finished object will have; the parts are kept under it by the store. */
    storageKey: text('storage_key').notNull().unique(),
    /** The store's own id of the multipart upload (S3 UploadId). */
    storeUploadId: text('store_upload_id').notNull(),
    /** The full name with its extension, as it was asked for. */
    fileName: text('file_name').notNull(),
    /** The folder it goes into; missing folders are made at completion. */
    filePath: text('file_path').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    partSize: bigint('part_size', { mode: 'number' }).notNull(),
    partCount: bigint('part_count', { mode: 'number' }).notNull(),
    /** Quota counted against the user while the upload is open; the entry's once done. */
    reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull(),
    /** The object whose bytes an instant upload shared, once proved. */
    knownObjectId: uuid('known_object_id').references(() => fileObjects.id, {
      onDelete: 'set null',
    }),
    /**
     * The open proof challenge: bytes start to end (inclusive) keyed with the nonce (hex). Drawn
     * at every plan, cleared by the first proof tried, so each nonce is answered at most once.
     */
    proofStart: bigint('proof_start', { mode: 'number' }),
    proofEnd: bigint('proof_end', { mode: 'number' }),
    proofNonce: text('proof_nonce'),
    /** When this upload's proof was checked against other users' content (the rate limit counts these). */
    crossCheckedAt: timestamp('cross_checked_at', { withTimezone: true }),
    /** The process completing it (its database liveness key): a dead one's claim is taken over. */
    claimedBy: integer('claimed_by'),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('open'),
    /** The entry made at completion: answered again when completion is repeated. */
    entryId: uuid('entry_id').references(() => userFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Any sign of life (auth, part, chunk test, signing, completion); abandoned uploads age from it. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One unfinished upload per user, folder, name and content: asking again resumes it.
    uniqueIndex('upload_sessions_resume_idx')
      .on(table.userId, table.filePath, table.fileName, table.fileSize, table.md5)
      .where(sql`${table.status} in ('open', 'completing')`),
    index('upload_sessions_cross_checks_idx')
      .on(table.userId, table.crossCheckedAt)
      .where(sql`${table.crossCheckedAt} is not null`),
    index('upload_sessions_idle_idx')
      .on(table.touchedAt)
      .where(sql`${table.status} in ('open', 'completing')`),
  ],
);

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
