import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../../platform/db/columns';
import { learnerId } from '../../users/owner-column';
import { catalogueItems } from '../tables';

/**
 * A learner's attendance at one live class (one row per user and class): when they signed up,
 * and when they first and last entered the room through Qiao, and how often. Entering signs up.
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    userId: learnerId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    signedUpAt: instant('signed_up_at').notNull().defaultNow(),
    firstJoinedAt: instant('first_joined_at'),
    lastJoinedAt: instant('last_joined_at'),
    joinCount: integer('join_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('live_attendance_item_idx').on(table.itemId),
  ],
);
