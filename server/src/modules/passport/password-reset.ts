import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { checkPassword, normalizeEmail } from './account-rules';
import { findPassportAccountByEmail, type PassportAccount } from './accounts';
import { hashPassword } from './password-hash';
import {
  looksLikeResetToken,
  newResetToken,
  PASSWORD_RESET,
  resetRequestWait,
  resetTokenExpiry,
  resetTokenHash,
  resetTokenState,
} from './reset-rules';
import {
  passportAccounts,
  passportOidcPayloads,
  passportResetRequests,
  passportResetTokens,
} from './tables';

type Scope = (typeof passportResetRequests.$inferInsert)['scope'];

const windowStart = (now: Date) => new Date(now.getTime() - PASSWORD_RESET.windowMinutes * 60_000);

const keysOf = (request: { email: string; address: string }) =>
  [
    { scope: 'email', key: normalizeEmail(request.email) },
    { scope: 'address', key: request.address },
  ] as const satisfies readonly { scope: Scope; key: string }[];

async function requestsInWindow(db: Db, scope: Scope, key: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ requestedAt: passportResetRequests.requestedAt })
    .from(passportResetRequests)
    .where(
      and(
        eq(passportResetRequests.scope, scope),
        eq(passportResetRequests.key, key),
        gt(passportResetRequests.requestedAt, windowStart(now)),
      ),
    )
    .orderBy(asc(passportResetRequests.requestedAt));
  return rows.map((row) => row.requestedAt);
}

/**
 * Counts a "forgot password" request against the email typed and the client address, or refuses
 * it (HTTP 429) while either counter is full. The same for an email with or without an account.
 */
export async function admitResetRequest(
  db: Db,
  request: { email: string; address: string },
  now: Date = new Date(),
): Promise<void> {
  const [email, address] = keysOf(request);
  const wait = resetRequestWait(
    {
      email: await requestsInWindow(db, email.scope, email.key, now),
      address: await requestsInWindow(db, address.scope, address.key, now),
    },
    now,
  );
  if (wait !== undefined) throw new AppError('passportTooManyResetRequests', { minutes: wait });
  await db
    .insert(passportResetRequests)
    .values(keysOf(request).map(({ scope, key }) => ({ scope, key, requestedAt: now })));
}

/** A new one-use link's token for the account with this email; undefined when there is none. */
export async function issueResetToken(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<{ account: PassportAccount; token: string } | undefined> {
  const account = await findPassportAccountByEmail(db, email);
  if (!account) return undefined;
  const token = newResetToken();
  await db.insert(passportResetTokens).values({
    tokenHash: resetTokenHash(token),
    accountId: account.id,
    createdAt: now,
    expiresAt: resetTokenExpiry(now),
  });
  return { account, token };
}

/** The account a link may reset, or "invalid or expired link" for anything else. */
export async function accountOfResetToken(
  db: Db,
  token: unknown,
  now: Date = new Date(),
): Promise<PassportAccount> {
  if (!looksLikeResetToken(token)) throw new AppError('passportResetLinkInvalid');
  const [row] = await db
    .select({ token: passportResetTokens, account: passportAccounts })
    .from(passportResetTokens)
    .innerJoin(passportAccounts, eq(passportAccounts.id, passportResetTokens.accountId))
    .where(eq(passportResetTokens.tokenHash, resetTokenHash(token)));
  if (resetTokenState(row?.token, now) !== 'usable' || !row) {
    throw new AppError('passportResetLinkInvalid');
  }
  const { passwordHash: _hidden, ...account } = row.account;
  return account;
}

/**
 * Stores a new password and ends what the old one opened: every unused reset link of the account
 * and the passport's own sessions, grants and tokens (Qiao's sessions are ended by the caller).
 */
async function replacePassword(
  db: Parameters<Parameters<Db['transaction']>[0]>[0],
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(passportAccounts)
    .set({ passwordHash, updatedAt: now, passwordChangedAt: now })
    .where(eq(passportAccounts.id, accountId));
  await db
    .update(passportResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passportResetTokens.accountId, accountId), isNull(passportResetTokens.usedAt)));
  await db
    .delete(passportOidcPayloads)
    .where(sql`${passportOidcPayloads.payload}->>'accountId' = ${accountId}`);
}

/**
 * Sets a new password through a reset link. The password follows the registration rules; the link
 * is spent in the same transaction, so two tabs posting at once cannot both use it.
 */
export async function resetPasswordWithToken(
  db: Db,
  input: { token: unknown; newPassword: string; newPasswordConfirmation: string },
  now: Date = new Date(),
): Promise<PassportAccount> {
  const account = await accountOfResetToken(db, input.token, now);
  const violation = checkPassword(input.newPassword, account.email);
  if (violation) throw new AppError(violation.key, violation.params);
  if (input.newPassword !== input.newPasswordConfirmation) {
    throw new AppError('passportPasswordMismatch');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const tokenHash = resetTokenHash(input.token as string);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passportResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passportResetTokens.tokenHash, tokenHash),
          isNull(passportResetTokens.usedAt),
          gt(passportResetTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: passportResetTokens.accountId });
    if (spent.length === 0) throw new AppError('passportResetLinkInvalid');
    await replacePassword(tx, account.id, passwordHash, now);
  });
  return account;
}

/** An operator sets a password (`npm run users -- reset-password`); the same rules apply. */
export async function setPassportPassword(
  db: Db,
  accountId: string,
  email: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<void> {
  const violation = checkPassword(newPassword, email);
  if (violation) throw new AppError(violation.key, violation.params);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction((tx) => replacePassword(tx, accountId, passwordHash, now));
}

/** Deletes requests that left the window and links past their expiry (the purge job calls it). */
export async function purgeOldResetRows(
  db: Db,
  now: Date = new Date(),
): Promise<{ requests: number; tokens: number }> {
  const requests = await db
    .delete(passportResetRequests)
    .where(lt(passportResetRequests.requestedAt, windowStart(now)))
    .returning({ id: passportResetRequests.id });
  const tokens = await db
    .delete(passportResetTokens)
    .where(lt(passportResetTokens.expiresAt, now))
    .returning({ tokenHash: passportResetTokens.tokenHash });
  return { requests: requests.length, tokens: tokens.length };
}
