import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancel, createOrEditThirdOrder, topay } from '@qiao/contracts/pay-calls';
import type { PaymentType } from '@qiao/contracts/pay';
import { callApi } from '../../../api/call-api';
import { payKeys } from '../pay-keys';

/*
 * Moves of an order. A refusal is shown by the app's toast (the server's translated message);
 * every move refreshes what the pages know of orders.
 */

function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: payKeys.all });
}

/** Places an order of a course, or answers the one still open of it (a double click: one order). */
export function usePlaceOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (courseId: string) => callApi(createOrEditThirdOrder, { courseId }),
    onSettled: refresh,
  });
}

/** Starts paying with a type (a failed order is tried again) and answers where to pay. */
export function useStartPaying() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { orderId: string; paymentType: PaymentType }) => callApi(topay, input),
    onSettled: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (orderId: string) => callApi(cancel, { orderId }),
    onSettled: refresh,
  });
}
