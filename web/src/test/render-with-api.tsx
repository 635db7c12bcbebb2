import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Every API call answers success with `data`, in the envelope the server uses. */
export function answerEveryCallWith(data: unknown) {
  const fetch = vi.fn(async () => Response.json({ success: true, code: 0, message: '', data }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Every API call answers one page holding `list`, as the paged lists are answered. */
export function answerPageOf(list: readonly unknown[]) {
  return answerEveryCallWith({ list, total: list.length });
}

/**
 * Renders a page or a list as the app would hold it: a fresh query client (given one, with the
 * signed-in user already set, say), a router, and antd's `App` for toasts and confirmations.
 */
export function renderWithApi(ui: ReactElement, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{ui}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
