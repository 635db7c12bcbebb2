import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users, type UserRow } from '../users';
import { sessions } from './tables';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy {
  ttlMs: number;
}

/** A fresh, unguessable session (never reusing an id the browser had before login). */
export async function createSession(
  db: Db,
  userId: string,
  userAgent: string,
  policy: SessionPolicy,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.ttlMs);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, userAgent: userAgent.slice(0, 300), expiresAt });
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: UserRow;
  /** Set when the session was extended and the cookie should be sent again. */
  renewedUntil: Date | undefined;
}

/**
 * The user behind a session token. An expired session is deleted; one past half its lifetime is
 * extended (sliding renewal), so active users stay signed in and idle ones are signed out.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
  find: SessionFinder = readSession,
): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const found = await find(db, tokenHash);
  if (!found) return undefined;
  if (found.session.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  const remaining = found.session.expiresAt.getTime() - now.getTime();
  if (remaining >= policy.ttlMs / 2) return { user: found.user, renewedUntil: undefined };
  const renewedUntil = new Date(now.getTime() + policy.ttlMs);
  await db
    .update(sessions)
    .set({ expiresAt: renewedUntil })
    .where(eq(sessions.tokenHash, tokenHash));
  return { user: found.user, renewedUntil };
}

export interface FoundSession {
  session: typeof sessions.$inferSelect;
  user: UserRow;
}

/** How a session and its user are found by the token's hash (read, or remembered). */
export type SessionFinder = (db: Db, tokenHash: string) => Promise<FoundSession | undefined>;

export const readSession: SessionFinder = async (db, tokenHash) => {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return found;
};

export async function endSession(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning();
  return deleted.length > 0;
}

/** Signs a person out everywhere in Qiao: every session of the user this identity belongs to. */
export async function endSessionsOfIdentity(
  db: Db,
  identity: { issuer: string; subject: string },
): Promise<number> {
  const owners = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)));
  const deleted = await db.delete(sessions).where(inArray(sessions.userId, owners)).returning();
  return deleted.length;
}

export async function endSessionsBefore(db: Db, moment: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, moment)).returning();
  return deleted.length;
}
