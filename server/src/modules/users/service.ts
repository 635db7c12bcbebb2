import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { BasicsInfo, ContactInfo, Profile, Role, UserSummary } from '@qiao/contracts/users';
import { userTypeOf } from '@qiao/contracts/users';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { users, type UserRow } from './tables';

export interface VerifiedIdentity {
  /** Which provider vouches for the user: `passport` for the built-in one, else its issuer URL. */
  issuer: string;
  subject: string;
  name: string;
  email: string | undefined;
}

/** Creates the user on first sign-in; later sign-ins refresh the login name and last login. */
export async function upsertUserFromIdentity(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      loginName: identity.name,
      userName: identity.name,
      email: identity.email ?? null,
      lastLoginAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        loginName: identity.name,
        // The profile's email is the user's to edit; the provider's only fills a blank one.
        email: sql`coalesce(${users.email}, excluded.email)`,
        lastLoginAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function toRequestUser(row: UserRow): RequestUser {
  return {
    id: row.id,
    role: row.role,
    loginName: row.loginName,
    userName: row.userName,
    email: row.email,
  };
}

export function toUserSummary(
  user: Pick<UserRow, 'id' | 'role' | 'loginName' | 'userName' | 'email'>,
): UserSummary {
  return {
    login_name: user.loginName,
    user_name: user.userName,
    ...(user.email ? { email: user.email } : {}),
    uid: user.id,
    type: userTypeOf(user.role),
    role: user.role,
  };
}

export function toProfile(row: UserRow): Profile {
  return {
    name: row.userName,
    sex: row.sex,
    birthday: row.birthday,
    nationality: row.nationality,
    birthplace: row.birthplace,
    occupation: row.occupation,
    mobile: row.mobile,
    email: row.email ?? '',
  };
}

async function updateUser(
  db: Db,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new AppError('userNotFound');
  return row;
}

export function editBasics(db: Db, id: string, input: BasicsInfo): Promise<UserRow> {
  return updateUser(db, id, {
    userName: input.name,
    sex: input.sex ?? null,
    birthday: input.birthday ?? null,
    nationality: input.nationality ?? '',
    birthplace: input.birthplace ?? '',
    occupation: input.occupation ?? null,
  });
}

export function editContact(db: Db, id: string, input: ContactInfo): Promise<UserRow> {
  return updateUser(db, id, {
    ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
    ...(input.email !== undefined ? { email: input.email || null } : {}),
  });
}

export async function listUsers(db: Db, options: { keyword?: string } & PageRequest) {
  const pattern = options.keyword ? `%${options.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? or(
        ilike(users.loginName, pattern),
        ilike(users.userName, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    onePage(
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
      options,
    ),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function setRole(db: Db, id: string, role: Role): Promise<UserRow> {
  return updateUser(db, id, { role });
}

export async function findUserByIdentity(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
  return row;
}
