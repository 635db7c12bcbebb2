import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { catalogueItems } from '../tables';

/**
 * A learner's attendance at one live class (one row per user and class): when they signed up,
 * and when they first and last entered the room through Qiao, and how often. Entering signs up.
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }),
    joinCount: integer('join_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('live_attendance_item_idx').on(table.itemId),
  ],
);
