import { LRUCache } from 'lru-cache';
import { readSession, type FoundSession, type SessionFinder } from './sessions';

/** Sessions kept at most, least recently used dropped first. */
const MAX_SESSIONS = 10_000;

/**
 * Sessions as read, remembered until the next write to sessions or users is announced
 * (`announced` counts them; migration 0024's triggers announce every such write, committed by any
 * code). Only for a database this process alone writes (PGlite): there a sign-out, a role change
 * or a password reset is a write this count sees before its caller resumes, so no request is ever
 * answered from a session that has ended. Expiry and renewal are still decided per request
 * (sessions.ts), from the remembered expiry. Unknown tokens are not remembered (docs/decisions/044).
 */
export function rememberedSessionFinder(announced: () => number): SessionFinder {
  const remembered = new LRUCache<string, { at: number; found: FoundSession }>({
    max: MAX_SESSIONS,
  });
  return async (db, tokenHash) => {
    const at = announced();
    const kept = remembered.get(tokenHash);
    if (kept?.at === at) return kept.found;
    const found = await readSession(db, tokenHash);
    if (found) remembered.set(tokenHash, { at, found });
    else remembered.delete(tokenHash);
    return found;
  };
}
