import { WRITING_LIMITS } from '@qiao/contracts/writing';

/** A writing token as getToken answered it, with the moment it ends in milliseconds. */
export interface HeldToken {
  token: string;
  expiresAtMs: number;
}

/**
 * When a held token should be replaced: `tokenRenewBeforeSeconds` before it ends (decision 059),
 * so a call made just before the end is not refused on the way.
 */
export function renewalDueAt(held: HeldToken): number {
  return held.expiresAtMs - WRITING_LIMITS.tokenRenewBeforeSeconds * 1000;
}

/** Whether a held token can still be sent at `nowMs`, or a new one should be asked for first. */
export function tokenUsable(held: HeldToken | undefined, nowMs: number): held is HeldToken {
  return held !== undefined && nowMs < renewalDueAt(held);
}

/**
 * The end of a token from getToken's answer. The server's clock may differ from the browser's, so
 * the lifetime in seconds counts from when the answer arrived, not the server's `expiresAt`.
 */
export function heldTokenFrom(
  answer: { token: string; expiresIn: number },
  receivedAtMs: number,
): HeldToken {
  return { token: answer.token, expiresAtMs: receivedAtMs + answer.expiresIn * 1000 };
}
