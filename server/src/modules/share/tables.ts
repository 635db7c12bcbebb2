import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userFiles } from '../drive/tables';
import { users } from '../users/tables';

/** Share zones (reference data, seeded on every deployment): titles in each language. */
export const shareCategories = pgTable('share_categories', {
  baseId: integer('base_id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  position: integer('position').notNull().default(0),
});

export const SHARE_KINDS = ['link', 'public'] as const;

/**
 * One share: a link share (optionally with an extraction code, until its end time) or a public
 * share in a zone (reviewed before anyone else sees it). Counters change in the same transaction
 * as the event that moves them.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What a link carries: 144 random bits, base64url. */
    batchNum: text('batch_num').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    /** 1: the link needs `extractionCode`; 0: it opens without one. */
    shareType: smallint('share_type').notNull().default(0),
    /** Stored normalised (lower case); empty when none is needed. */
    extractionCode: text('extraction_code').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** Validity in days (1, 7, 30) or 0 for permanent. */
    duration: smallint('duration').notNull().default(0),
    shareTime: timestamp('share_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    resaveCount: integer('resave_count').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    // Public shares only.
    categoryId: integer('category_id').references(() => shareCategories.baseId),
    publicTitle: text('public_title'),
    publicDesc: text('public_desc'),
    /** 0 pending, 1 approved (published), 2 rejected. */
    reviewStatus: smallint('review_status'),
    rejectReason: text('reject_reason'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When a change to the shared files sent an approved share back to review (set by the
     * `shares_review_on_*` triggers on user_files, migration 0017); cleared by the next review.
     */
    contentChangedAt: timestamp('content_changed_at', { withTimezone: true }),
  },
  (table) => [
    index('shares_owner_idx').on(table.ownerId, table.shareTime.desc()),
    index('shares_published_idx')
      .on(table.categoryId, table.reviewTime.desc())
      .where(sql`${table.kind} = 'public' and ${table.reviewStatus} = 1`),
    index('shares_pending_idx')
      .on(table.shareTime)
      .where(sql`${table.kind} = 'public' and ${table.reviewStatus} = 0`),
  ],
);

export type ShareRow = typeof shares.$inferSelect;

/** The top items of a share; folders bring everything live inside them at the time of reading. */
export const shareItems = pgTable(
  'share_items',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    userFileId: uuid('user_file_id')
      .notNull()
      .references(() => userFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shareId, table.userFileId] }),
    index('share_items_file_idx').on(table.userFileId),
  ],
);

/** Who has opened a share: a view counts once per visitor (a user, or an address signed out). */
export const shareVisits = pgTable(
  'share_visits',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.visitorKey] })],
);

export const SHARE_MARKS = ['thumb', 'collect', 'resave', 'download'] as const;

/**
 * A user's mark on a public share. The key makes a like and a collection one per user; resaves
 * and downloads keep their latest time here (each one still counts on the share).
 */
export const shareMarks = pgTable(
  'share_marks',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: text('mark', { enum: SHARE_MARKS }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shareId, table.userId, table.mark] }),
    index('share_marks_user_idx').on(table.userId, table.mark, table.markedAt.desc()),
  ],
);

/** Wrong codes per share and per address, and `spent` marks of paid challenges (key: nonce). */
export const SHARE_CODE_FAILURE_SCOPES = ['share', 'address', 'spent'] as const;

/** Wrong extraction codes, counted per share and per address within a sliding window. */
export const shareCodeFailures = pgTable(
  'share_code_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: SHARE_CODE_FAILURE_SCOPES }).notNull(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('share_code_failures_key_idx').on(table.scope, table.key, table.failedAt),
    index('share_code_failures_failed_at_idx').on(table.failedAt),
  ],
);
