import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@qiao/contracts/languages';

// Every JSON file on disk, not only the ones wired into resources.ts, so a stray file is checked too.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

interface LeafProblem {
  key: string;
  problem: string;
}

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        found.set(path, leaf);
      }
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

function byLanguage(): Map<string, Map<string, Map<string, unknown>>> {
  const namespaces = new Map<string, Map<string, Map<string, unknown>>>();
  for (const [path, content] of Object.entries(files)) {
    const [, language = '', file = ''] = path.split('/');
    const namespace = file.replace(/\.json$/, '');
    const perLanguage = namespaces.get(namespace) ?? new Map<string, Map<string, unknown>>();
    perLanguage.set(language, leaves(content));
    namespaces.set(namespace, perLanguage);
  }
  return namespaces;
}

/** The `{{name}}` values a translation must keep, whatever its wording. */
function markers(text: string): string[] {
  const placeholders = text.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
  return [...new Set(placeholders)].sort();
}

describe('locale files', () => {
  const namespaces = byLanguage();

  it('exist for common, home, api and share', () => {
    expect([...namespaces.keys()].sort()).toEqual(
      expect.arrayContaining(['api', 'common', 'home', 'share']),
    );
  });

  for (const [namespace, perLanguage] of namespaces) {
    it(`${namespace}: every language has every key, each a non-empty string`, () => {
      const allKeys = new Set([...perLanguage.values()].flatMap((keys) => [...keys.keys()]));
      const problems: Record<string, LeafProblem[]> = {};
      for (const language of LANGUAGES) {
        const keys = perLanguage.get(language);
        const missing: LeafProblem[] = [];
        for (const key of allKeys) {
          const value = keys?.get(key);
          if (value === undefined) missing.push({ key, problem: 'missing' });
          else if (typeof value !== 'string') missing.push({ key, problem: 'not a string' });
          else if (value.trim() === '') missing.push({ key, problem: 'empty' });
        }
        if (missing.length > 0) problems[language] = missing;
      }
      expect(problems).toEqual({});
    });
  }

  for (const [namespace, perLanguage] of namespaces) {
    it(`${namespace}: translations keep the same {{placeholders}}`, () => {
      const reference = perLanguage.get('en') ?? new Map<string, unknown>();
      const mismatches: string[] = [];
      for (const [key, english] of reference) {
        for (const language of LANGUAGES) {
          const text = perLanguage.get(language)?.get(key);
          if (typeof english !== 'string' || typeof text !== 'string') continue;
          if (markers(text).join() !== markers(english).join())
            mismatches.push(`${language}:${key}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
