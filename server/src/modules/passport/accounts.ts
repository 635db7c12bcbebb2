import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  checkEmail,
  checkName,
  checkPassword,
  normalizeEmail,
  type RuleViolation,
} from './account-rules';
import { hashPassword, passwordMatches } from './password-hash';
import { passportAccounts } from './tables';

/** A passport account as other modules see it: never its password hash. */
export interface PassportAccount {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  passwordChangedAt: Date;
}

type AccountRow = typeof passportAccounts.$inferSelect;

function present({ passwordHash: _hidden, ...account }: AccountRow): PassportAccount {
  return account;
}

function refuse(violation: RuleViolation | undefined): void {
  if (violation) throw new AppError(violation.key, violation.params);
}

async function rowByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(passportAccounts)
    .where(eq(passportAccounts.email, normalizeEmail(email)));
  return rows[0];
}

/** Creates an account after checking every rule; a taken email is refused (code 2003). */
export async function createPassportAccount(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<PassportAccount> {
  refuse(
    checkName(input.name) ?? checkEmail(input.email) ?? checkPassword(input.password, input.email),
  );
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(passportAccounts)
    .values({ email: normalizeEmail(input.email), name: input.name.trim(), passwordHash })
    .onConflictDoNothing({ target: passportAccounts.email })
    .returning();
  if (!rows[0]) throw new AppError('passportEmailTaken');
  return present(rows[0]);
}

export async function findPassportAccountByEmail(
  db: Db,
  email: string,
): Promise<PassportAccount | undefined> {
  const row = await rowByEmail(db, email);
  return row && present(row);
}

export async function findPassportAccountById(
  db: Db,
  id: string,
): Promise<PassportAccount | undefined> {
  // Ids come from tokens and cookies; anything that is not a uuid cannot name an account.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const rows = await db.select().from(passportAccounts).where(eq(passportAccounts.id, id));
  return rows[0] && present(rows[0]);
}

/** The account when email and password match, else undefined; unknown emails cost the same time. */
export async function verifyPassportCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<PassportAccount | undefined> {
  const row = await rowByEmail(db, email);
  const matches = await passwordMatches(row?.passwordHash, password);
  return row && matches ? present(row) : undefined;
}

/**
 * Replaces a password after checking the current one. A wrong email or current password answers
 * the same "incorrect email or password" as sign-in.
 */
export async function changePassportPassword(
  db: Db,
  input: { email: string; currentPassword: string; newPassword: string },
): Promise<PassportAccount> {
  refuse(checkPassword(input.newPassword, input.email));
  const account = await verifyPassportCredentials(db, input.email, input.currentPassword);
  if (!account) throw new AppError('passportInvalidCredentials');
  if (input.newPassword === input.currentPassword) throw new AppError('passportPasswordUnchanged');
  const now = new Date();
  const rows = await db
    .update(passportAccounts)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      updatedAt: now,
      passwordChangedAt: now,
    })
    .where(eq(passportAccounts.id, account.id))
    .returning();
  return present(rows[0]!);
}
