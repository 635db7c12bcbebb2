import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  readPreferences,
  writePreferences,
} from './drive-preferences';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('display preferences kept in the browser', () => {
  it('start with the spec defaults: every column, the list, grid size 50', () => {
    expect(readPreferences(storageWith(null))).toEqual({
      columns: ['extendName', 'fileSize', 'uploadTime', 'deleteTime'],
      displayModel: 'list',
      gridSize: 50,
    });
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it('come back as they were written', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const chosen = { columns: ['fileSize' as const], displayModel: 'grid' as const, gridSize: 120 };
    writePreferences(storage, chosen);
    expect(store.has(PREFERENCES_KEY)).toBe(true);
    expect(readPreferences(storage)).toEqual(chosen);
  });

  it('keep an empty column choice: the name is always shown anyway', () => {
    expect(readPreferences(storageWith('{"columns":[]}')).columns).toEqual([]);
  });

  it('drop unknown columns and keep the table order', () => {
    const stored = JSON.stringify({ columns: ['uploadTime', 'shareTime', 'extendName'] });
    expect(readPreferences(storageWith(stored)).columns).toEqual(['extendName', 'uploadTime']);
  });

  it('fall back to defaults for damaged or foreign values', () => {
    expect(readPreferences(storageWith('{not json'))).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(storageWith('"grid"'))).toEqual(DEFAULT_PREFERENCES);
    const odd = JSON.stringify({ columns: 'all', displayModel: 'table', gridSize: 'big' });
    expect(readPreferences(storageWith(odd))).toEqual(DEFAULT_PREFERENCES);
  });

  it('keep the grid size between 50 and 150 px', () => {
    expect(readPreferences(storageWith('{"gridSize":10}')).gridSize).toBe(50);
    expect(readPreferences(storageWith('{"gridSize":999}')).gridSize).toBe(150);
    expect(readPreferences(storageWith('{"gridSize":87.6}')).gridSize).toBe(88);
  });

  it('survive a storage that refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writePreferences(refusing, DEFAULT_PREFERENCES)).not.toThrow();
  });
});
