import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Server-side sessions, so any instance can serve any request. Only a hash of the cookie's token is
 * stored: a leaked table does not let anyone sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Logins under way: the state handed to the browser, bound to the visitor cookie that asked for
 * it, with the PKCE verifier and nonce that only the server knows. Used once, then deleted.
 */
export const loginStates = pgTable(
  'login_states',
  {
    state: text('state').primaryKey(),
    visitorHash: text('visitor_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_states_expiry_idx').on(table.expiresAt)],
);
