import { pageWindow, type PageRequest } from '@qiao/contracts/pagination';

/** A select that has not been limited yet (drizzle's builders drop `limit` once it is set). */
interface Unlimited<Limited> {
  limit(limit: number): { offset(offset: number): Limited };
}

/**
 * The rows of one page of a list, as the call's page fields ask (`currentPage`, `pageCount`):
 * every paged query goes through here, so routes pass the contract's page object untouched.
 */
export function onePage<Limited>(query: Unlimited<Limited>, page: PageRequest): Limited {
  const { limit, offset } = pageWindow(page);
  return query.limit(limit).offset(offset);
}
