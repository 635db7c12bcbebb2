/**
 * The payment pages' addresses (spec learning area §2), in one place: the web's pay pages, the
 * catalogue's "buy" button and the server's sandbox page (which sends the learner back to
 * `complete`) all link to them.
 */
export const PAY_PAGES = {
  chooseType: '/pages/pay/submit_pay_type',
  confirm: '/pages/pay/submit_confirm',
  complete: '/pages/pay/complete',
  orderDetail: '/pages/pay/order_detail',
} as const;

type PayPage = keyof typeof PAY_PAGES;

/** A pay page at one order (`orderId`) or, for choosing the type, at one course to buy. */
export function payPageLink(
  page: PayPage,
  at: { orderId: string } | { courseId: string },
): { pathname: string; search: string } {
  const [name, id] = 'orderId' in at ? ['orderId', at.orderId] : ['courseId', at.courseId];
  return { pathname: PAY_PAGES[page], search: `?${name}=${encodeURIComponent(id)}` };
}

/** The same, as a hash address for a plain `<a>` or a server's redirect (`/#/pages/...`). */
export function payPageHref(page: PayPage, at: { orderId: string } | { courseId: string }) {
  const link = payPageLink(page, at);
  return `/#${link.pathname}${link.search}`;
}
