import { useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useLanguage } from '../hooks/use-language';
import { antdConfigFor } from './antd-config';
import { applyDayjsLocale } from './dayjs-locale';
import { FeedbackBridge } from './feedback-bridge';
import './antd-contrast.css';

/**
 * antd's locale, direction and theme, and the toast bridge, for a page that uses antd. The shell
 * and the home draw without antd (the first load's budget); every other page is rendered inside
 * this by `LazyPage`, which fetches it with the page's own code. One wrapper for all pages.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const config = useMemo(() => antdConfigFor(language), [language]);
  // Before the children render, so date pickers already speak the new language.
  applyDayjsLocale(language);
  return (
    <ConfigProvider {...config}>
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
