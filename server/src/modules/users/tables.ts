import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OCCUPATIONS, ROLES, SEXES } from '@qiao/contracts/users';

/**
 * Qiao's users. A user is known by the identity provider that vouches for them (`issuer`: the
 * built-in passport or an external one) and that provider's subject id; everything else is
 * Qiao's own profile.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The name from the identity provider, shown in the top bar. */
    loginName: text('login_name').notNull(),
    /** The real name from the profile (spec "name"). */
    userName: text('user_name').notNull().default(''),
    email: text('email'),
    role: text('role', { enum: ROLES }).notNull().default('student'),
    mobile: text('mobile').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    sex: text('sex', { enum: SEXES }),
    birthday: date('birthday', { mode: 'string' }),
    birthplace: text('birthplace').notNull().default(''),
    occupation: text('occupation', { enum: OCCUPATIONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_identity_idx').on(table.issuer, table.subject),
    index('users_email_idx').on(sql`lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
