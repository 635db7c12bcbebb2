import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory } from './search-history';

describe('search history', () => {
  it('puts the newest search first, once', () => {
    expect(addToHistory(['HSK', '你好'], '  你好 ')).toEqual(['你好', 'HSK']);
    expect(addToHistory(['hsk'], 'HSK')).toEqual(['HSK']);
  });

  it('keeps the last ten searches', () => {
    const history = Array.from({ length: 10 }, (_, n) => `word ${n}`);
    const next = addToHistory(history, 'kuaile');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('kuaile');
    expect(next).not.toContain('word 9');
  });

  it('ignores an empty search', () => {
    expect(addToHistory(['HSK'], '   ')).toEqual(['HSK']);
  });

  it('reads back what it stored and survives anything else', () => {
    expect(parseHistory(JSON.stringify(['kuaile', 'الأعياد']))).toEqual(['kuaile', 'الأعياد']);
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('[1, "", "HSK"]')).toEqual(['HSK']);
  });
});
