import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hashToken } from './sessions';
import { loginStates } from './tables';

/** A login has ten minutes from "login" to coming back with a code. */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export interface StoredLoginState {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export async function saveLoginState(
  db: Db,
  visitor: string,
  login: StoredLoginState,
  now = new Date(),
) {
  await db.insert(loginStates).values({
    ...login,
    visitorHash: hashToken(visitor),
    expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
  });
  // Abandoned logins are swept while new ones are made; the table stays small without a job.
  await db.delete(loginStates).where(lt(loginStates.expiresAt, now));
}

/**
 * Takes a state for one use: it must exist, be fresh and belong to the same browser. Deleting it
 * in the same statement means a replayed code/state pair finds nothing.
 */
export async function takeLoginState(
  db: Db,
  state: string,
  visitor: string | undefined,
  now = new Date(),
): Promise<StoredLoginState | undefined> {
  if (!visitor) return undefined;
  const [row] = await db
    .delete(loginStates)
    .where(
      and(
        eq(loginStates.state, state),
        eq(loginStates.visitorHash, hashToken(visitor)),
        gt(loginStates.expiresAt, now),
      ),
    )
    .returning();
  return (
    row && {
      state: row.state,
      codeVerifier: row.codeVerifier,
      nonce: row.nonce,
      redirectUri: row.redirectUri,
    }
  );
}
