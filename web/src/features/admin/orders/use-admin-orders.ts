import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderState } from '@qiao/contracts/pay';
import { adminOrder, adminOrders, adminRefundOrder } from '@qiao/contracts/pay-admin-calls';
import { pageRequest } from '@qiao/contracts/pagination';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { adminOrderKeys } from './admin-order-keys';

/** Admins: one page of every learner's orders, found and filtered, newest first. */
export function useAdminOrders(search: string, state: OrderState | undefined, page: number) {
  return useQuery({
    queryKey: adminOrderKeys.list(search, state, page),
    queryFn: ({ signal }) =>
      callApi(
        adminOrders,
        { ...pageRequest(page), search: search || undefined, state },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Admins: one order with its learner, history and refund figures. */
export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderKeys.one(orderId),
    queryFn: ({ signal }) => callApi(adminOrder, { orderId }, { signal, silent: true }),
    enabled: orderId !== '',
  });
}

/**
 * Refunds part or all of an order; a refusal (more than is left, the provider's, figures changed
 * meanwhile) is toasted in the admin's language, and the order is read again either way.
 */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof adminRefundOrder>) => callApi(adminRefundOrder, input),
    onSuccess: (data) => client.setQueryData(adminOrderKeys.one(data.order.orderId), data),
    onSettled: () => client.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
