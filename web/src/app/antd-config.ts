import { createElement } from 'react';
import type { ConfigProviderProps } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { directionOf, type Language } from '@qiao/contracts/languages';
import { themeFor } from './theme';

const ANTD_LOCALES: Record<Language, Locale> = { ar: arEG, zh: zhCN, en: enUS };

/**
 * antd's settings for one language: its texts, the reading direction and Qiao's theme. The arrows
 * antd draws by itself are hidden from screen readers: an icon names itself in English ("right",
 * "down"), which a folding header or a select would otherwise read out in every language.
 */
export function antdConfigFor(
  language: Language,
): Pick<ConfigProviderProps, 'locale' | 'direction' | 'theme' | 'collapse' | 'select'> {
  const direction = directionOf(language);
  return {
    locale: ANTD_LOCALES[language],
    direction,
    theme: themeFor(language),
    collapse: {
      // antd's own arrow, turned the way antd turns it, without its English name.
      expandIcon: ({ isActive }) =>
        createElement(RightOutlined, {
          'aria-hidden': true,
          rotate: isActive ? (direction === 'rtl' ? -90 : 90) : undefined,
        }),
    },
    select: { suffixIcon: createElement(DownOutlined, { 'aria-hidden': true }) },
  };
}
