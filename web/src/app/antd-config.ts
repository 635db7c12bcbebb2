import type { ConfigProviderProps } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { directionOf, type Language } from '@qiao/contracts/languages';
import { themeFor } from './theme';

const ANTD_LOCALES: Record<Language, Locale> = { ar: arEG, zh: zhCN, en: enUS };

/** antd's settings for one language: its texts, the reading direction and Qiao's theme. */
export function antdConfigFor(
  language: Language,
): Pick<ConfigProviderProps, 'locale' | 'direction' | 'theme'> {
  return {
    locale: ANTD_LOCALES[language],
    direction: directionOf(language),
    theme: themeFor(language),
  };
}
