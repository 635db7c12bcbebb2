/**
 * A list's page number in the address (`?page=2`), so a page can be shared, reloaded and reached
 * with Back. Page 1 is the default and stays out of the address.
 */

/** The page the address names; anything missing or nonsense is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The same address on another page, every other parameter kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
