import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, parseLanguage, type Language } from '@qiao/contracts/languages';
import { FIRST_PAINT_NAMESPACES, firstPaintResources } from '../locales/first-paint';
import { loadEveryNamespace, prepareLanguage } from '../locales/load-language';
import {
  applyDocumentLanguage,
  browserLanguageSources,
  rememberLanguage,
  resolveLanguage,
} from './language';

/**
 * The one place where the interface language lives. i18next holds it; every change is stored
 * (storage and cookie) and mirrored on `<html lang dir>`; antd reads it through `useLanguage`.
 */
function onLanguageDecided(code: string): void {
  const language = parseLanguage(code) ?? 'ar';
  rememberLanguage(language);
  applyDocumentLanguage(language, i18next.t('app.documentTitle', { lng: language }));
}

export function initI18n(language: Language = resolveLanguage(browserLanguageSources())) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', onLanguageDecided);
    void i18next.use(initReactI18next).init({
      // The shell's and the home's texts; a page's other namespaces come with it (LazyPage).
      // A copy: i18next adds each language's later namespaces into the objects it holds.
      resources: structuredClone(firstPaintResources),
      partialBundledLanguages: true,
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      ns: [...FIRST_PAINT_NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void changeLanguage(language);
  }
  return i18next;
}

/** The language in force; code outside React (the API client) reads it here. */
export function currentLanguage(): Language {
  return parseLanguage(i18next.language) ?? 'ar';
}

export async function changeLanguage(language: Language): Promise<void> {
  await prepareLanguage(i18next, language);
  await i18next.changeLanguage(language);
}

/** Every namespace of the language in force, before a page other than the home draws. */
export function loadPageTexts(): Promise<void> {
  return loadEveryNamespace(i18next, currentLanguage());
}
