/** One order on the admins' pages; the list's address lives with the menu (session/menu-routes). */
export const ADMIN_ORDER_ROUTE = '/pages/admin/order';

export const adminOrderLink = (orderId: string) => ({
  pathname: ADMIN_ORDER_ROUTE,
  search: `?${new URLSearchParams({ orderId }).toString()}`,
});
