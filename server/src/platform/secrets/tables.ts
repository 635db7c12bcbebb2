import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the platform makes for itself on first start (signing keys, cookie keys, the built-in
 * passport's client secret). Kept in the database so every instance uses the same ones.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
