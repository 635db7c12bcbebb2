import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What opening a class content or a catalogue item writes to its record, as insert values and as
 * the update on conflict: the clock the next report is measured from starts now, the record moves
 * to the top of the learner's lists, and something read rather than watched (a document, an
 * e-book) is finished, keeping the first time it was.
 */
export function openingWrite(completedAt: PgColumn, finishesOnOpen: boolean, now = new Date()) {
  return {
    values: { lastReportAt: now, updatedAt: now, completedAt: finishesOnOpen ? now : null },
    set: {
      lastReportAt: now,
      updatedAt: now,
      ...(finishesOnOpen
        ? { completedAt: sql`coalesce(${completedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    },
  };
}
