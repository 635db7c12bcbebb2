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
 * Password-reset links: only a SHA-256 of the token is kept, so the table never holds a usable link.
 * A token works once (`used_at`) and until `expires_at`; using one closes the account's others.
 */
export const passportResetTokens = pgTable(
  'passport_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => passportAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('passport_reset_tokens_account_idx').on(table.accountId),
    index('passport_reset_tokens_expires_idx').on(table.expiresAt),
  ],
);

export const RESET_REQUEST_SCOPES = ['email', 'address'] as const;

/**
 * One row per "forgot password" request, counted per email typed (existing or not) and per client
 * address, so the form cannot be used to flood a mailbox or to send mail in bulk.
 */
export const passportResetRequests = pgTable(
  'passport_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: RESET_REQUEST_SCOPES }).notNull(),
    key: text('key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passport_reset_requests_key_idx').on(table.scope, table.key, table.requestedAt),
    index('passport_reset_requests_requested_at_idx').on(table.requestedAt),
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
