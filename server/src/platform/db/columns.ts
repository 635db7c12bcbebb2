import { timestamp } from 'drizzle-orm/pg-core';

/** A moment, kept with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written first and last. */
export const writtenAt = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
