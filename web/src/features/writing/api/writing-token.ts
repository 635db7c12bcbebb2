import { getToken } from '@qiao/contracts/writing-calls';
import { callApi } from '../../../api/call-api';
import { heldTokenFrom, tokenUsable, type HeldToken } from '../rules/token-renewal';

/**
 * The writing tool's token for the signed-in learner (decision 059): asked for with the session,
 * kept in memory only (a page load asks again), renewed before it ends or when the server says it
 * has. Kept per user, so a token is never sent for someone who has since signed in instead.
 */
let held: { userId: string; token: HeldToken } | undefined;
let asking: { userId: string; answer: Promise<HeldToken> } | undefined;

function ask(userId: string): Promise<HeldToken> {
  if (asking?.userId === userId) return asking.answer;
  const answer = callApi(getToken).then((data) => {
    const token = heldTokenFrom(data, Date.now());
    held = { userId, token };
    return token;
  });
  const current = { userId, answer };
  asking = current;
  // Cleared either way: a failed ask is tried again by the next call.
  const clear = () => {
    if (asking === current) asking = undefined;
  };
  answer.then(clear, clear);
  return answer;
}

/** A token to send now: the one held while it is usable, else a new one. */
export async function writingToken(userId: string): Promise<string> {
  if (held?.userId === userId && tokenUsable(held.token, Date.now())) return held.token.token;
  return (await ask(userId)).token;
}

/** A token the server refused as expired: forget it and ask for a new one. */
export async function renewWritingToken(userId: string, refused: string): Promise<string> {
  if (held?.userId === userId && held.token.token === refused) held = undefined;
  return writingToken(userId);
}

/** The token held for this user if it is still usable, without asking for one. */
export function heldWritingToken(userId: string | undefined): string | undefined {
  if (!userId || held?.userId !== userId || !tokenUsable(held.token, Date.now())) return undefined;
  return held.token.token;
}
