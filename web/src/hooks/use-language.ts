import { useTranslation } from 'react-i18next';
import { prepareLanguage } from '../locales/load-language';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  intlLocaleOf,
  parseLanguage,
  type Language,
} from '@qiao/contracts/languages';

/**
 * The interface language as React state: re-renders on every change, no reload needed. `locale` is
 * what `Intl` formats dates and numbers in for it.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const setLanguage = async (next: Language): Promise<void> => {
    // The texts of the pages already seen arrive first, so nothing shows as a key meanwhile.
    await prepareLanguage(i18n, next);
    await i18n.changeLanguage(next);
  };
  return {
    language,
    direction: directionOf(language),
    locale: intlLocaleOf(language),
    setLanguage,
  };
}
