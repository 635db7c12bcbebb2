import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getThirdOrderDetail,
  ispay,
  orderDetail,
  orderList,
  topay,
} from '@qiao/contracts/pay-calls';
import { PAY_LIMITS, type OrderState, type PaymentType } from '@qiao/contracts/pay';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { awaitsProvider } from '../rules/order-view';
import { payKeys } from '../pay-keys';

/*
 * Reads are silent: a page shows its own failure (the server's translated message) in place of
 * the order, with a way to try again, rather than a passing toast over an empty page.
 */

/** One order as the payment pages show it, with the payment types offered now. */
export function useOrderForPayment(orderId: string | null) {
  return useQuery({
    queryKey: payKeys.order(orderId ?? ''),
    queryFn: ({ signal }) =>
      callApi(getThirdOrderDetail, { orderId: orderId! }, { signal, silent: true }),
    enabled: Boolean(orderId),
  });
}

/** One order with its history. */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: payKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => callApi(orderDetail, { orderId: orderId! }, { signal, silent: true }),
    enabled: Boolean(orderId),
  });
}

/**
 * Whether the order is paid, asked again every poll interval while the provider has not said how
 * the payment ended; it stops by itself at an outcome.
 */
export function usePaymentOutcome(orderId: string | null, enabled = true) {
  return useQuery({
    queryKey: payKeys.paid(orderId ?? ''),
    queryFn: ({ signal }) => callApi(ispay, { orderId: orderId! }, { signal, silent: true }),
    enabled: Boolean(orderId) && enabled,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && !awaitsProvider(state) ? false : PAY_LIMITS.paymentPollIntervalMs;
    },
    refetchIntervalInBackground: true,
  });
}

/** One page of the learner's orders, newest first, in one state or all. */
export function useMyOrders(state: OrderState | 'all', page: number) {
  return useQuery({
    queryKey: payKeys.mine(state, page),
    queryFn: ({ signal }) =>
      callApi(
        orderList,
        { ...pageRequest(page), ...(state === 'all' ? {} : { state }) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Where the learner pays an order with its chosen type, when the page was opened without it (a
 * reload, a link): `topay` again, which goes on with the same provider session of that type.
 */
export function usePayAddress(
  order: { orderId: string; state: OrderState; paymentType: PaymentType | null } | undefined,
  known: string | undefined,
) {
  return useQuery({
    queryKey: payKeys.address(order?.orderId ?? '', order?.paymentType ?? 'none'),
    queryFn: ({ signal }) =>
      callApi(
        topay,
        { orderId: order!.orderId, paymentType: order!.paymentType! },
        { signal, silent: true },
      ),
    enabled: !known && order?.state === 'toPay' && order.paymentType !== null,
    staleTime: Infinity,
    retry: false,
  });
}
