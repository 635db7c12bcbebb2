import { describe, expect, it } from 'vitest';
import { allMovesLater, loadChangeOf, movesByDay } from './load-moves';

const move = (itemId: string, from: string, to: string) => ({ itemId, title: itemId, from, to });

describe('load changes', () => {
  it('tells a lowered load from a raised or an unchanged one', () => {
    expect(loadChangeOf(3, 2)).toBe('lower');
    expect(loadChangeOf(2, 3)).toBe('raise');
    expect(loadChangeOf(2, 2)).toBe('same');
  });

  it('groups the moved hours by the day they land on, earliest first', () => {
    const moves = [
      move('h5', '2026-11-27', '2026-11-30'),
      move('h3', '2026-11-26', '2026-11-27'),
      move('h4', '2026-11-27', '2026-11-30'),
    ];
    expect(movesByDay(moves)).toEqual([
      { date: '2026-11-27', moves: [moves[1]] },
      { date: '2026-11-30', moves: [moves[0], moves[2]] },
    ]);
    expect(allMovesLater(moves)).toBe(true);
  });

  it('notices a move to an earlier day', () => {
    expect(allMovesLater([move('h2', '2026-11-30', '2026-11-27')])).toBe(false);
  });
});
