import type { PlanItemMove } from '@qiao/contracts/plans';

/** Whether a new daily load lowers the old one (moves hours later), raises it, or keeps it. */
export type LoadChange = 'lower' | 'raise' | 'same';

export function loadChangeOf(current: number, next: number): LoadChange {
  if (next < current) return 'lower';
  if (next > current) return 'raise';
  return 'same';
}

export interface MovesOnDay {
  /** The day the class hours move to. */
  date: string;
  moves: PlanItemMove[];
}

/**
 * A load change's moves grouped by the day they land on, earliest first, so the preview reads
 * "on Tuesday: lesson 4, lesson 5" (the server lists them in course order).
 */
export function movesByDay(moves: readonly PlanItemMove[]): MovesOnDay[] {
  const days = new Map<string, PlanItemMove[]>();
  for (const move of moves) {
    const list = days.get(move.to) ?? [];
    list.push(move);
    days.set(move.to, list);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, moves: list }));
}

/** Whether every move goes to a later day (a lowered load may never pull an hour earlier). */
export function allMovesLater(moves: readonly PlanItemMove[]): boolean {
  return moves.every((move) => move.to > move.from);
}
