import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageFromAcceptHeader,
  parseLanguage,
  type Language,
} from '@qiao/contracts/languages';

export interface LanguageSources {
  query?: string | undefined;
  header?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The caller's language, in the order the web shell itself decides it: an explicit `?lang=`, the
 * client's `x-qiao-lang` header, the long-lived `lang` cookie, then the browser's Accept-Language.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    parseLanguage(sources.query) ??
    parseLanguage(sources.header) ??
    parseLanguage(sources.cookie) ??
    languageFromAcceptHeader(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

export const LANGUAGE_HEADER = 'x-qiao-lang';
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;
