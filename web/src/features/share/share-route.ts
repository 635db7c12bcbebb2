import { SHARE_PAGE } from '@qiao/contracts/share-rules';

/**
 * The share link page (spec §2, route name Share), named once in the contracts, where the server
 * writes share links to it. Its own tiny module: the startup script reads it to send phones to
 * the same page on the phone site.
 */
export const SHARE_ROUTE = SHARE_PAGE;
