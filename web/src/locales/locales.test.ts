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

/** i18next's plural forms: `days_one`, `days_few`… chosen by the language's Intl.PluralRules. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

function pluralBase(key: string): string | undefined {
  return PLURAL_FORM.test(key) ? key.replace(PLURAL_FORM, '') : undefined;
}

/**
 * The keys a language must have: every plain key, and for a counted key every plural form of that
 * language (Arabic six, English two, Chinese one), whichever language the key was written in.
 */
function keysFor(language: string, allKeys: Set<string>): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const wanted = new Set<string>();
  for (const key of allKeys) {
    const base = pluralBase(key);
    if (base === undefined) wanted.add(key);
    else for (const category of categories) wanted.add(`${base}_${category}`);
  }
  return wanted;
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
        for (const key of keysFor(language, allKeys)) {
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
        if (pluralBase(key) !== undefined) continue;
        for (const language of LANGUAGES) {
          const text = perLanguage.get(language)?.get(key);
          if (typeof english !== 'string' || typeof text !== 'string') continue;
          if (markers(text).join() !== markers(english).join())
            mismatches.push(`${language}:${key}`);
        }
      }
      // A plural form keeps the placeholders of the English "other" form; Arabic's one and two
      // ("يوم واحد", "يومان") may leave out the number itself, and nothing else.
      for (const language of LANGUAGES) {
        for (const [key, text] of perLanguage.get(language) ?? []) {
          const base = pluralBase(key);
          const english = base === undefined ? undefined : reference.get(`${base}_other`);
          if (typeof english !== 'string' || typeof text !== 'string') continue;
          const expected = markers(english);
          const own = markers(text);
          const fits = key.endsWith('_other')
            ? own.join() === expected.join()
            : own.every((marker) => expected.includes(marker)) &&
              expected.every((marker) => own.includes(marker) || marker === '{{count}}');
          if (!fits) mismatches.push(`${language}:${key}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
