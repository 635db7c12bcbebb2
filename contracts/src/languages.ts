/**
 * Interface languages. Qiao speaks Arabic (default, right to left), Chinese and English.
 *
 * The spec names Arabic `al` in URLs, storage and cookies (`?lang=al`), while HTML, i18next and antd
 * want the BCP 47 tag `ar`. `SpecLanguageCode` is what users and links see; `Language` is what code
 * uses. See docs/decisions/003-language-codes.md.
 */
export const LANGUAGES = ['ar', 'zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ar';

export const SPEC_LANGUAGE_CODES = ['al', 'zh', 'en'] as const;
export type SpecLanguageCode = (typeof SPEC_LANGUAGE_CODES)[number];

const fromSpec: Record<string, Language> = {
  al: 'ar',
  ar: 'ar',
  zh: 'zh',
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  en: 'en',
};

/** Reads any code a user, a link or a browser may send (al, ar, zh, cn, zh-CN, en-GB...). */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const code = value.trim().toLowerCase();
  return fromSpec[code] ?? fromSpec[code.split(/[-_]/)[0] ?? ''];
}

export function toSpecCode(language: Language): SpecLanguageCode {
  return language === 'ar' ? 'al' : language;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale dates and numbers are formatted in: Arabic script with Latin digits, so a date, a
 * count or a score reads the same as the numbers in lessons, levels and percentages around it
 * (docs/decisions/030-latin-digits.md).
 */
const INTL_LOCALES: Record<Language, string> = { ar: 'ar-u-nu-latn', zh: 'zh-CN', en: 'en-GB' };

export function intlLocaleOf(language: Language): string {
  return INTL_LOCALES[language];
}

/** Picks the first supported language from an Accept-Language header, by its q weights. */
export function languageFromAcceptHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = parseLanguage(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/** Name of the browser-storage key and cookie that remember the language (spec: `lang`). */
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The cookie is meant to outlive any reasonable visit: ten years. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;

/** Localised text: every language is required, so a missing translation fails the type check. */
export type Localized = Record<Language, string>;

const HTML_LANGS: Record<Language, string> = { ar: 'ar', zh: 'zh-CN', en: 'en' };

/** The page's `<html lang>` for a language: the web app sets it, the server writes it first. */
export function htmlLangOf(language: Language): string {
  return HTML_LANGS[language];
}
