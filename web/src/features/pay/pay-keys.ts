import type { OrderState } from '@qiao/contracts/pay';

/** Query keys of orders. Every move of an order refreshes everything under `all`. */
export const payKeys = {
  all: ['pay'] as const,
  order: (orderId: string) => ['pay', 'order', orderId] as const,
  detail: (orderId: string) => ['pay', 'detail', orderId] as const,
  paid: (orderId: string) => ['pay', 'paid', orderId] as const,
  address: (orderId: string, type: string) => ['pay', 'address', orderId, type] as const,
  mine: (state: OrderState | 'all', page: number) => ['pay', 'mine', state, page] as const,
};
