import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import { WalletCode } from './wallet-code';

const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CODE_URL = 'weixin://wxpay/bizpayurl?pr=abc123';

afterEach(() => vi.unstubAllGlobals());

/** `ispay` answers the order's state; every other call is not expected. */
function answerIspay(state: string) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    expect(new URL(String(url), 'http://qiao.test').pathname).toBe('/api/pay/ispay');
    return Response.json({
      success: true,
      code: 0,
      message: '',
      data: { paid: state === 'paymentSuccess', state },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('paying with a WeChat-type wallet', () => {
  it('shows the payment’s QR code and asks to scan it with WeChat while it waits', async () => {
    answerIspay('toPay');
    const onOutcome = vi.fn();
    renderWithApi(<WalletCode orderId={ORDER_ID} payUrl={CODE_URL} onOutcome={onOutcome} />);
    const code = screen.getByRole('img', { name: 'رمز QR للدفع' });
    expect(code.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('امسح الرمز بتطبيق WeChat للدفع')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('بانتظار الدفع'));
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('moves on once the payment has an outcome', async () => {
    answerIspay('paymentSuccess');
    const onOutcome = vi.fn();
    renderWithApi(<WalletCode orderId={ORDER_ID} payUrl={CODE_URL} onOutcome={onOutcome} />);
    await waitFor(() => expect(onOutcome).toHaveBeenCalled());
  });
});
