import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { CertApplication } from '@qiao/contracts/certs-calls';
import { renderWithApi } from '../../../test/render-with-api';
import { AdminQueue } from './admin-queue';
import { answerByPath, certApplication, readable } from './cert-test-data';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('ar');
});

/** A server holding one pending application, deciding it as asked. */
function serveQueue() {
  let application: CertApplication = certApplication({
    applicant: { userId: 'u1', name: 'layla', email: 'layla@qiao.example' },
  });
  const api = answerByPath({
    '/api/cert/admin/applications': (body) => {
      const list = application.state === body.state ? [application] : [];
      return { list, total: list.length };
    },
    '/api/cert/admin/decide': (body) => {
      application =
        body.decision === 'approve'
          ? {
              ...application,
              state: 'issued',
              waitsBecause: null,
              decidedAt: '2026-11-21T09:00:00Z',
            }
          : {
              ...application,
              state: 'rejected',
              waitsBecause: null,
              rejectReason: String(body.reason),
              decidedAt: '2026-11-21T09:00:00Z',
            };
      return { application };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithApi(<AdminQueue />);
  return api;
}

describe('the admins’ queue of certificate applications', () => {
  it('shows the applicant, both names, the conditions and why it waits', async () => {
    serveQueue();
    const card = await screen.findByTestId('cert-application');
    const text = readable(card.textContent);
    expect(text).toContain('layla (layla@qiao.example)');
    expect(text).toContain('Layla Hassan · ليلى حسن');
    expect(text).toContain('الاسم قبل الاختبارLayla Hasan');
    expect(text).toContain('الاسم يختلف عن الذي كُتب قبل الاختبار، فيراجعه مشرف.');
    expect(within(card).getAllByTestId('cert-condition')).toHaveLength(3);
    expect(within(card).queryByRole('link', { name: 'خُض اختبارًا تجريبيًا' })).toBeNull();
  });

  it('rejects with a reason, which the rejected list then shows', async () => {
    serveQueue();
    const card = await screen.findByTestId('cert-application');
    fireEvent.click(within(card).getByRole('button', { name: 'ارفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الطلب' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ارفض' }));
    expect(await within(dialog).findByText('اكتب السبب.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('السبب (يراه صاحب الطلب)'), {
      target: { value: 'الاسم لا يطابق جواز السفر' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ارفض' }));
    expect(await screen.findByText('لا طلب ينتظر.')).toBeTruthy();
    fireEvent.click(screen.getByText('مرفوض'));
    const rejected = await screen.findByTestId('cert-application');
    expect(readable(rejected.textContent)).toContain('السبب: الاسم لا يطابق جواز السفر');
  });

  it('approves after a confirmation, in Chinese', async () => {
    await i18next.changeLanguage('zh');
    serveQueue();
    const card = await screen.findByTestId('cert-application');
    fireEvent.click(within(card).getByRole('button', { name: '批 准' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('以这些姓名签发证书？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '批 准' }));
    expect(await screen.findByText('没有待审核的申请。')).toBeTruthy();
    fireEvent.click(screen.getByText('已签发'));
    expect(await screen.findByTestId('cert-application')).toBeTruthy();
  });
});
