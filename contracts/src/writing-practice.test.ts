import { describe, expect, it } from 'vitest';
import { cardsRun, categoryRun, summarizeRun } from './writing-practice';

const now = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('a practice run from a category', () => {
  const category = ['一', '二', '三', '四', '五', '六'];

  it('a learner who has written nothing gets the category in its order, cut to the length', () => {
    expect(categoryRun(category, [], now, 4)).toEqual(['一', '二', '三', '四']);
  });

  it('reviews what is due first (soonest first), then new characters, then the not yet due', () => {
    const cards = [
      { char: '三', due: at(-5) },
      { char: '五', due: at(-60) },
      { char: '一', due: at(60 * 24) },
      { char: '二', due: at(10) },
      { char: '你', due: at(-100) }, // not in the category: never taken
    ];
    expect(categoryRun(category, cards, now, 10)).toEqual(['五', '三', '四', '六', '二', '一']);
  });

  it('a character due exactly now is due', () => {
    expect(categoryRun(['一', '二'], [{ char: '二', due: now.toISOString() }], now, 1)).toEqual([
      '二',
    ]);
  });

  it('takes each character once, and nothing for a length of zero', () => {
    expect(categoryRun(['一', '一', '二'], [], now, 5)).toEqual(['一', '二']);
    expect(categoryRun(category, [], now, 0)).toEqual([]);
  });
});

describe('a practice run from the learner’s cards', () => {
  it('keeps the server’s order (soonest due first) and the length', () => {
    const cards = [
      { char: '你', due: at(-3) },
      { char: '好', due: at(1) },
      { char: '你', due: at(2) },
      { char: '我', due: at(5) },
    ];
    expect(cardsRun(cards, 2)).toEqual(['你', '好']);
    expect(cardsRun(cards, 10)).toEqual(['你', '好', '我']);
  });
});

describe('the summary at the end of a run', () => {
  it('counts each grade and lists what comes back, the soonest first', () => {
    const summary = summarizeRun([
      { char: '你', rating: 'again', due: at(1) },
      { char: '好', rating: 'easy', due: at(60 * 24 * 8) },
      { char: '我', rating: 'good', due: at(10) },
      { char: '他', rating: 'good', due: at(10) },
    ]);
    expect(summary.written).toBe(4);
    expect(summary.perRating).toEqual({ again: 1, hard: 0, good: 2, easy: 1 });
    expect(summary.comeBack.map((r) => r.char)).toEqual(['你', '他', '我', '好']);
  });

  it('a character written twice comes back when its last writing says', () => {
    const summary = summarizeRun([
      { char: '你', rating: 'again', due: at(1) },
      { char: '你', rating: 'good', due: at(10) },
    ]);
    expect(summary.perRating).toEqual({ again: 1, hard: 0, good: 1, easy: 0 });
    expect(summary.comeBack).toEqual([{ char: '你', rating: 'good', due: at(10) }]);
  });

  it('an empty run has zero of everything', () => {
    expect(summarizeRun([])).toEqual({
      written: 0,
      perRating: { again: 0, hard: 0, good: 0, easy: 0 },
      comeBack: [],
    });
  });
});
