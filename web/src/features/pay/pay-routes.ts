import { MY_ORDER_ROUTE } from '../../session/menu-routes';

/**
 * The pay pages' addresses live in the contracts (the catalogue's "buy" and the server's sandbox
 * page link to them); my orders opens from the account menu, so its address lives with the menu.
 */
export { PAY_PAGES, payPageLink } from '@qiao/contracts/pay-pages';
export { MY_ORDER_ROUTE };

/**
 * A paid order's PDF receipt in the interface language, drawn by the server at the receipts'
 * fixed route (`GET /api/pay/receipt/<orderId>?lang=`).
 */
export const receiptHref = (orderId: string, language: string) =>
  `/api/pay/receipt/${encodeURIComponent(orderId)}?lang=${language}`;
