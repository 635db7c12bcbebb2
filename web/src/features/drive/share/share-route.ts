/**
 * The share link page (spec §2, route name Share). Its own tiny module: the startup script reads
 * it to send phones to the same page on the phone site.
 */
export const SHARE_ROUTE = '/pages/Share/Share';
