import type { OrderState } from '@qiao/contracts/pay';

/** Query keys of the admins' orders; a refund invalidates `all`, the lists and the order. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (search: string, state: OrderState | undefined, page: number) =>
    ['admin-orders', 'list', search, state ?? 'any', page] as const,
  one: (orderId: string) => ['admin-orders', 'one', orderId] as const,
};
