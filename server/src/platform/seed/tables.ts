import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step applied, so that every start can run the seed list safely. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
