/** The page number in an address (`?page=2`); anything else is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The id of a detail page (`?id=`), or undefined when there is none. */
export function idFrom(params: URLSearchParams): string | undefined {
  return params.get('id')?.trim() || undefined;
}

/** The same address on another page, other parameters kept; page 1 is left out. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
