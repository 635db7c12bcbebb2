import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { AdminOrderDetail } from '@qiao/contracts/pay-admin-calls';
import { formatMoney } from '@qiao/contracts/pay-money';
import { renderWithApi } from '../../../test/render-with-api';
import { RefundDialog } from './refund-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('ar');
});

/** A 19.99 SAR order of which 5.00 was refunded already: 14.99 left. */
const order: AdminOrderDetail = {
  orderId: '7d0b7a3e-8a55-4a44-9d0e-2b1d4f0f6a11',
  number: 'Q20261127-000042',
  courseId: 'c1',
  courseTitle: { ar: 'الصينية للأطفال', zh: '少儿汉语' },
  amount: { amountMinor: 1999, currency: 'SAR' },
  state: 'partialRefund',
  paymentType: 'sandbox',
  providerRef: 'sbx_0123',
  createdAt: '2026-11-27T01:00:00Z',
  paidAt: '2026-11-27T01:01:00Z',
  expiresAt: null,
  grantsAccess: true,
  history: [],
  learner: { userId: 'u1', name: 'ليلى', email: 'layla@qiao.example' },
  refundedMinor: 500,
  refundableMinor: 1499,
};

/** A server that refunds as asked, remembering what it was sent. */
function serveRefunds() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      const amountMinor = Number(body.amountMinor);
      return Response.json({
        success: true,
        code: 0,
        message: '',
        data: {
          order: {
            ...order,
            state: amountMinor === order.refundableMinor ? 'fullRefund' : 'partialRefund',
            refundedMinor: order.refundedMinor + amountMinor,
            refundableMinor: order.refundableMinor - amountMinor,
          },
        },
      });
    }),
  );
  const closed = vi.fn();
  renderWithApi(<RefundDialog order={order} open onClose={closed} />);
  return { sent, closed };
}

const dialog = () => screen.getByRole('dialog');

describe('the refund dialog', () => {
  it('shows what is left and refuses more, in the server’s words, without asking it', async () => {
    const { sent } = serveRefunds();
    const left = formatMoney({ amountMinor: 1499, currency: 'SAR' }, 'ar');
    expect(dialog().textContent).toContain(left);
    fireEvent.change(within(dialog()).getByLabelText('المبلغ المسترد (SAR)'), {
      target: { value: '15' },
    });
    fireEvent.change(within(dialog()).getByLabelText('السبب (يُحفظ في سجل الطلب)'), {
      target: { value: 'خطأ في الطلب' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'استرداد' }));
    // The page's text with its no-break spaces read as spaces, as testing-library reads it.
    const refusal = `لا يمكن أن يتجاوز الاسترداد المبلغ المتبقي: ${left}`.replace(/\u00a0/g, ' ');
    expect(await within(dialog()).findByText(refusal)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('reads an amount typed in Arabic digits, and sends what the admin saw refunded', async () => {
    const { sent, closed } = serveRefunds();
    fireEvent.change(within(dialog()).getByLabelText('المبلغ المسترد (SAR)'), {
      target: { value: '١٠٫٥' },
    });
    fireEvent.change(within(dialog()).getByLabelText('السبب (يُحفظ في سجل الطلب)'), {
      target: { value: 'الدرس الأول لم يُفتح' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'استرداد' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        orderId: order.orderId,
        amountMinor: 1050,
        reason: 'الدرس الأول لم يُفتح',
        refundedMinor: 500,
      },
    ]);
  });

  it('asks for a reason, and "refund all" fills in what is left (in Chinese)', async () => {
    await i18next.changeLanguage('zh');
    const { sent, closed } = serveRefunds();
    fireEvent.click(within(dialog()).getByRole('button', { name: '全部退款' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('退款金额（SAR）').value).toBe(
      '14.99',
    );
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await within(dialog()).findByText('请填写退款原因')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog()).getByLabelText('退款原因（记入订单记录）'), {
      target: { value: '课程下架' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ amountMinor: 1499, refundedMinor: 500 });
  });
});
