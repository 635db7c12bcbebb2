import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * One way to ask for and answer a page of a list, for every list call. A call asks with
 * `currentPage` (from 1) and `pageCount` (items per page); the answer is `{ list, total }`.
 */

/** The most items one page may hold, so no call can ask for a whole table. */
export const MAX_PAGE_SIZE = 100;

/** The page fields, to spread into a call's body or query beside its own fields. */
export const pageFields = {
  currentPage: z.coerce.number().int().min(1).default(1),
  pageCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIMITS.defaultPageSize),
};

/** A call that takes only a page; `.extend(...)` it for filters. */
export const paginationQuery = z.object(pageFields);

/** Which page a caller wants, after the defaults are applied. */
export type PageRequest = z.infer<typeof paginationQuery>;

/** Paginated lists answer `{ list, total }` inside `data`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() });
}

/** The page fields a client sends for page `currentPage` of a list, at the usual page size. */
export function pageRequest(currentPage: number): PageRequest {
  return { currentPage, pageCount: LIMITS.defaultPageSize };
}

/** The rows a page covers: skip `offset`, take `limit`. */
export function pageWindow({ currentPage, pageCount }: PageRequest): {
  limit: number;
  offset: number;
} {
  return { limit: pageCount, offset: (currentPage - 1) * pageCount };
}
