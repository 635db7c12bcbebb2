import {
  DEFAULT_LANGUAGE,
  languageFromAcceptHeader,
  parseLanguage,
  type Language,
} from '@qiao/contracts/languages';

export interface PassportLanguageSources {
  /** `?lang=` on the passport page itself: the language switch. */
  query?: unknown;
  /** The `lang` authorization parameter the client sent (spec: ar or cn). */
  lang?: unknown;
  /** The standard `ui_locales` authorization parameter, space-separated, in order of preference. */
  uiLocales?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The language of a passport page: the page's own switch, then what the client asked for (`lang`,
 * then `ui_locales`), then the `lang` cookie Qiao's shell keeps, then the browser, else Arabic.
 */
export function passportLanguage(sources: PassportLanguageSources): Language {
  const fromUiLocales = text(sources.uiLocales)
    ?.split(/\s+/)
    .map((tag) => parseLanguage(tag))
    .find((language) => language !== undefined);
  return (
    parseLanguage(text(sources.query)) ??
    parseLanguage(text(sources.lang)) ??
    fromUiLocales ??
    parseLanguage(sources.cookie) ??
    languageFromAcceptHeader(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
