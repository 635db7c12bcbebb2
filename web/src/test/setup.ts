import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { settleAntdPopups } from './settle-antd-popups';
import { initI18n } from '../app/i18n';
import { resources } from '../locales/resources';

// Tells React that tests drive updates through act(), so it does not warn when they do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library only cleans up by itself when test globals are on; ours are imported.
afterEach(async () => {
  cleanup();
  await settleAntdPopups();
  window.localStorage.clear();
});

// Every text of every language, as the pages have them once loaded: a component under test draws
// in full at once, without the request that brings a language's namespaces in the app.
const i18n = initI18n('ar');
for (const [language, namespaces] of Object.entries(resources)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
