import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  htmlLangOf,
  parseLanguage,
  toSpecCode,
  type Language,
} from '@qiao/contracts/languages';
import { locationQuery, type LocationParts } from './location-query';

/** What the language is decided from, passed in so the rules can be tested without a browser. */
export interface LanguageSources {
  location: LocationParts;
  storedValue: string | null;
  cookieHeader: string;
}

export { htmlLangOf };

export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Spec order: `?lang=` (real query or hash query), then storage, then cookie, then Arabic. */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    parseLanguage(locationQuery(sources.location).get('lang')) ??
    parseLanguage(sources.storedValue) ??
    parseLanguage(cookieValue(sources.cookieHeader, LANGUAGE_STORAGE_KEY)) ??
    DEFAULT_LANGUAGE
  );
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_STORAGE_KEY}=${toSpecCode(language)}; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

/** Reads the browser's own sources; storage may be blocked (private modes), which is not fatal. */
export function browserLanguageSources(): LanguageSources {
  let storedValue: string | null = null;
  try {
    storedValue = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    storedValue = null;
  }
  return {
    location: { search: window.location.search, hash: window.location.hash },
    storedValue,
    cookieHeader: document.cookie,
  };
}

/** Remembers the choice under the spec code (al, zh, en) in storage and in the cookie. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, toSpecCode(language));
  } catch {
    // Storage blocked: the cookie below still carries the choice.
  }
  document.cookie = languageCookie(language);
}

export function applyDocumentLanguage(language: Language, title: string): void {
  const root = document.documentElement;
  root.lang = htmlLangOf(language);
  root.dir = directionOf(language);
  document.title = title;
}
