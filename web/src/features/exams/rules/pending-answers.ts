import { itemAnswer, type ItemAnswer } from '@qiao/contracts/exams';

/**
 * Answers given but not yet saved by the server, kept in the browser's storage per attempt: a lost
 * connection or a reload loses nothing, and they are sent again until the server has them.
 */
export type PendingAnswers = Record<string, ItemAnswer>;

const storageKey = (attemptId: string) => `qiao.exam.pending.${attemptId}`;

/** The pending answers of an attempt; anything unreadable in storage counts as none. */
export function readPending(storage: Storage, attemptId: string): PendingAnswers {
  try {
    const raw: unknown = JSON.parse(storage.getItem(storageKey(attemptId)) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const kept: PendingAnswers = {};
    for (const [itemId, answer] of Object.entries(raw)) {
      const parsed = itemAnswer.safeParse(answer);
      if (parsed.success) kept[itemId] = parsed.data;
    }
    return kept;
  } catch {
    return {};
  }
}

export function writePending(storage: Storage, attemptId: string, pending: PendingAnswers) {
  if (Object.keys(pending).length === 0) storage.removeItem(storageKey(attemptId));
  else storage.setItem(storageKey(attemptId), JSON.stringify(pending));
}

/** Whether two answers are the same (a later change of the same item replaces a pending one). */
export function sameAnswer(a: ItemAnswer | undefined, b: ItemAnswer | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The pending answers without `itemId`'s, if the one the server saved is still the newest. */
export function withoutSaved(
  pending: PendingAnswers,
  itemId: string,
  saved: ItemAnswer,
): PendingAnswers {
  if (!sameAnswer(pending[itemId], saved)) return pending;
  const rest = { ...pending };
  delete rest[itemId];
  return rest;
}
