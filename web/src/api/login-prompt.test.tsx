import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { appInfo } from '@qiao/contracts/system';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../app/i18n';
import { callApi } from './call-api';
import { REDIRECT_STORAGE_KEY, setLoginRequester } from './login-prompt';

beforeAll(async () => {
  initI18n('ar');
  // antd's dialogs are fetched on first use; here they are fetched once up front, as a browser
  // that already has them, so the test waits for the dialog and not for the module transform.
  await import('./antd-feedback');
}, 60_000);

describe('the login prompt', () => {
  it('asks in Arabic, remembers the route and hands over to the login page', async () => {
    const requestLogin = vi.fn();
    setLoginRequester(requestLogin);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, code: 401, message: 'x', data: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    window.location.hash = '#/pages/plan-new/my-plan?week=3';
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );

    const memberCall = { ...appInfo, path: '/api/PlanNew/myPlanList', noLogin: false };
    await act(async () => {
      await expect(callApi(memberCall)).rejects.toMatchObject({ kind: 'login' });
    });

    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول مطلوب' });
    expect(dialog.textContent).toContain('لم تسجّل الدخول بعد، هل تريد تسجيل الدخول الآن؟');
    // No antd page is mounted (as on the home): the dialog still faces right to left.
    expect(dialog.closest('.ant-modal-wrap-rtl')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    await waitFor(() => expect(requestLogin).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toBe(
      '/pages/plan-new/my-plan?week=3',
    );
    setLoginRequester(undefined);
  });
});
