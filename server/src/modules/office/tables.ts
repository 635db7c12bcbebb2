import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fileObjects } from '../drive/tables';

/**
 * One PDF conversion per stored object, whichever entries show it: copies, saves from shares and
 * instant uploads of the same bytes reuse one PDF. `pending` while a job makes it, `done` when it
 * is in the store (key from `previewPdfKey`), `failed` when the converter could not read the file.
 * The row goes with its object.
 */
export const officePreviews = pgTable('office_previews', {
  objectId: uuid('object_id')
    .primaryKey()
    .references(() => fileObjects.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
  /** Why a conversion failed, for the log and the operator; never shown to users. */
  failure: text('failure'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OfficePreviewRow = typeof officePreviews.$inferSelect;
