import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { UNZIP_STATES } from '@qiao/contracts/unzip';
import { users } from '../users/tables';

/**
 * One unzip asked for by a user. The job that does the work only carries this row's id; the row
 * keeps the request, the progress and the outcome, so any instance answers the status call and a
 * restart (or a lease that lapsed) loses nothing. `runToken` names the run that may finish the
 * task: a run whose lease lapsed cannot commit its entries after another run took over.
 */
export const unzipTasks = pgTable(
  'unzip_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The archive, as a user file id (checked again when the job runs). */
    userFileId: uuid('user_file_id').notNull(),
    mode: smallint('mode').notNull(),
    /** Mode 2: the folder picked; modes 0 and 1: the archive's folder until the job settles it. */
    targetPath: text('target_path').notNull(),
    status: text('status', { enum: UNZIP_STATES }).notNull().default('queued'),
    entriesDone: integer('entries_done').notNull().default(0),
    entriesTotal: integer('entries_total'),
    runToken: text('run_token'),
    /** Catalogue key and params of the failure, translated when the status is asked for. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unzip_tasks_user_idx').on(table.userId, table.createdAt)],
);

export type UnzipTaskRow = typeof unzipTasks.$inferSelect;
