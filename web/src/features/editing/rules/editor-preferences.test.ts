import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_PREFERENCES,
  EDITOR_PREFERENCES_KEY,
  THEME_IDS,
  readEditorPreferences,
  writeEditorPreferences,
} from './editor-preferences';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('code editor preferences kept in the browser', () => {
  it.each([
    ['nothing kept', null, DEFAULT_EDITOR_PREFERENCES],
    ['damaged JSON', '{oops', DEFAULT_EDITOR_PREFERENCES],
    [
      'a kept theme and size',
      '{"theme":"dracula","fontSize":22,"markdownPreview":false}',
      { theme: 'dracula', fontSize: 22, markdownPreview: false },
    ],
    ['an unknown theme', '{"theme":"3024-night"}', DEFAULT_EDITOR_PREFERENCES],
    ['an odd size', '{"fontSize":13}', DEFAULT_EDITOR_PREFERENCES],
    ['a size past 30', '{"fontSize":32}', DEFAULT_EDITOR_PREFERENCES],
    ['an inherited name', '{"theme":"toString"}', DEFAULT_EDITOR_PREFERENCES],
  ])('%s', (_, kept, expected) => {
    expect(readEditorPreferences(storageWith(kept))).toEqual(expected);
  });

  it('reads back what it wrote', () => {
    const saved = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void saved.set(key, value),
      getItem: (key: string) => saved.get(key) ?? null,
    };
    writeEditorPreferences(storage, { theme: 'nord', fontSize: 30, markdownPreview: true });
    expect(saved.has(EDITOR_PREFERENCES_KEY)).toBe(true);
    expect(readEditorPreferences(storage)).toEqual({
      theme: 'nord',
      fontSize: 30,
      markdownPreview: true,
    });
  });

  it('offers a theme list of the collection with the default first', () => {
    expect(THEME_IDS[0]).toBe('default');
    expect(THEME_IDS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(THEME_IDS).size).toBe(THEME_IDS.length);
  });
});
