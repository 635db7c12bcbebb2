import type { Role } from '@qiao/contracts/users';
import type { Db } from '../../platform/db/database';
import {
  BUILT_IN_ISSUER_KEY,
  createPassportAccount,
  findPassportAccountByEmail,
} from '../passport';
import { findUserByIdentity, setRole, upsertUserFromIdentity } from './service';
import type { UserRow } from './tables';

/**
 * A user who signs in with the built-in passport, made ahead of their first sign-in (command line,
 * demo accounts) so that a role can be given before they ever log in.
 */
export async function createLocalUser(
  db: Db,
  input: { email: string; name: string; password: string; role: Role },
): Promise<UserRow> {
  const account = await createPassportAccount(db, input);
  const user = await upsertUserFromIdentity(db, {
    issuer: BUILT_IN_ISSUER_KEY,
    subject: account.id,
    name: account.name,
    email: account.email,
  });
  return input.role === 'student' ? user : setRole(db, user.id, input.role);
}

/** The Qiao user behind a passport email, creating the row if they never signed in yet. */
export async function localUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const account = await findPassportAccountByEmail(db, email);
  if (!account) return undefined;
  return (
    (await findUserByIdentity(db, BUILT_IN_ISSUER_KEY, account.id)) ??
    upsertUserFromIdentity(db, {
      issuer: BUILT_IN_ISSUER_KEY,
      subject: account.id,
      name: account.name,
      email: account.email,
    })
  );
}
