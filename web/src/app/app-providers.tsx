import { useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@qiao/contracts/languages';
import { useLanguage } from '../hooks/use-language';
import { FeedbackBridge } from './feedback-bridge';
import { createQueryClient } from './query-client';
import { themeFor } from './theme';
import { applyDayjsLocale } from './dayjs-locale';

const ANTD_LOCALES: Record<Language, Locale> = { ar: arEG, zh: zhCN, en: enUS };

/** Query client, antd locale + direction + theme, and the toast bridge, all from one language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { language, direction } = useLanguage();
  const theme = useMemo(() => themeFor(language), [language]);
  // Before the children render, so date pickers already speak the new language.
  applyDayjsLocale(language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[language]} direction={direction} theme={theme}>
        <AntdApp>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
