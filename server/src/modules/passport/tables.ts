import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** People who sign in through the built-in passport. The email is stored lower-cased. */
export const passportAccounts = pgTable('passport_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
});

export const LOGIN_FAILURE_SCOPES = ['account', 'address'] as const;

/**
 * One row per failed password check, counted per account (the email typed, whether or not it
 * exists) and per client address within the throttling window.
 */
export const passportLoginFailures = pgTable(
  'passport_login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: LOGIN_FAILURE_SCOPES }).notNull(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passport_login_failures_key_idx').on(table.scope, table.key, table.failedAt),
    index('passport_login_failures_failed_at_idx').on(table.failedAt),
  ],
);

/**
 * Everything oidc-provider keeps (sessions, interactions, codes, tokens, grants), one row per
 * model and id, so every instance sees the same state.
 */
export const passportOidcPayloads = pgTable(
  'passport_oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('passport_oidc_payloads_grant_idx').on(table.grantId),
    index('passport_oidc_payloads_uid_idx').on(table.model, table.uid),
    index('passport_oidc_payloads_user_code_idx').on(table.model, table.userCode),
    index('passport_oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);
