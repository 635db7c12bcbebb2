import { AUDIENCES, COURSE_CATEGORIES, DIFFICULTIES, DIRECTIONS } from '@qiao/contracts/catalogue';
import type { CaseFilters } from '@qiao/contracts/catalogue-editorial';

/** The filters a case list offers, each with the values the catalogue defines. */
export const CASE_FILTERS = {
  audience: AUDIENCES,
  difficulty: DIFFICULTIES,
  direction: DIRECTIONS,
  category: COURSE_CATEGORIES,
} as const;
export type CaseFilterName = keyof typeof CASE_FILTERS;
export const CASE_FILTER_NAMES = Object.keys(CASE_FILTERS) as CaseFilterName[];

/** The filters in an address; an unknown value is "all", never an error. */
export function caseFiltersFrom(params: URLSearchParams): CaseFilters {
  const filters: Record<string, string> = {};
  for (const name of CASE_FILTER_NAMES) {
    const value = params.get(name);
    if (value && (CASE_FILTERS[name] as readonly string[]).includes(value)) filters[name] = value;
  }
  const keyword = params.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword;
  return filters as CaseFilters;
}

/** The address after choosing `value` ("" for all) for one filter: back to the first page. */
export function withCaseFilter(
  params: URLSearchParams,
  name: CaseFilterName | 'keyword',
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}
