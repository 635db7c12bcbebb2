import type { ReactNode } from 'react';
import { ConfigProvider, Modal, message } from 'antd';
import { antdConfigFor } from '../app/antd-config';
import { useLanguage } from '../hooks/use-language';
import type { Feedback } from './feedback';

/** Follows the interface language, so a toast raised outside any antd page still faces right. */
function LanguageConfig({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return <ConfigProvider {...antdConfigFor(language)}>{children}</ConfigProvider>;
}

// antd's static toasts and dialogs render in their own root: give that root Qiao's settings.
ConfigProvider.config({ holderRender: (children) => <LanguageConfig>{children}</LanguageConfig> });

/** Toasts and the confirm dialog where no antd page is mounted (the home, the shell). */
export const antdFeedback: Feedback = {
  toast: ({ level, text }) => void message.open({ type: level, content: text, key: text }),
  confirm: (request) => void Modal.confirm(request),
};
