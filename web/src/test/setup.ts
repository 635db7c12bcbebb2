import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { settleAntdPopups } from './settle-antd-popups';

// Tells React that tests drive updates through act(), so it does not warn when they do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library only cleans up by itself when test globals are on; ours are imported.
afterEach(async () => {
  cleanup();
  await settleAntdPopups();
  window.localStorage.clear();
});
