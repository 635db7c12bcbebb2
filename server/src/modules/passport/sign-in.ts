import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  changePassportPassword,
  verifyPassportCredentials,
  type PassportAccount,
} from './accounts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle';

/**
 * Sign-in with throttling: refused while the account or the address has too many recent failures;
 * a failure is counted, a success forgives the account's failures.
 */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; address: string },
): Promise<PassportAccount> {
  const attempt = { email: input.email, address: input.address };
  await assertLoginAllowed(db, attempt);
  const account = await verifyPassportCredentials(db, input.email, input.password);
  if (!account) {
    await recordLoginFailure(db, attempt);
    throw new AppError('passportInvalidCredentials');
  }
  await clearAccountFailures(db, input.email);
  return account;
}

/** The password change form checks the current password, so it is throttled like sign-in. */
export async function changePasswordThrottled(
  db: Db,
  input: { email: string; currentPassword: string; newPassword: string; address: string },
): Promise<PassportAccount> {
  const attempt = { email: input.email, address: input.address };
  await assertLoginAllowed(db, attempt);
  try {
    const account = await changePassportPassword(db, input);
    await clearAccountFailures(db, input.email);
    return account;
  } catch (error) {
    if (error instanceof AppError && error.key === 'passportInvalidCredentials') {
      await recordLoginFailure(db, attempt);
    }
    throw error;
  }
}
