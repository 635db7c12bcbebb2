/**
 * The round's strokes (shuffled, under ids) in writing order, matched by path with the character's
 * stroke data from queryFontInfo, the writing tool's one source (the same Hanzi Writer paths). Null
 * when they do not match, so the game never judges a tap on a wrong order.
 */
export function writingOrder(
  strokes: readonly { id: string; path: string }[],
  written: readonly string[],
): string[] | null {
  if (strokes.length !== written.length) return null;
  const idOf = new Map(strokes.map((stroke) => [stroke.path, stroke.id]));
  const order = written.map((path) => idOf.get(path));
  return order.every((id) => id !== undefined) && new Set(order).size === order.length
    ? (order as string[])
    : null;
}

/** Whole seconds left on a clock of `seconds` started at `startedAt`. */
export function secondsLeft(seconds: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(seconds - (now - startedAt) / 1000));
}
