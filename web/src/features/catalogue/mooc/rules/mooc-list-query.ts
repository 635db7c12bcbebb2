import { AUDIENCES, COURSE_CATEGORIES, DIFFICULTIES, DIRECTIONS } from '@qiao/contracts/catalogue';
import { pageFrom, withPage } from '../../../../components/pager/page-param';

/**
 * The MOOC list's filters as the address keeps them (so reload, back and a shared link show the
 * same list): the four filters of spec §3, "all" being the filter left out, a keyword and a page.
 */
export const MOOC_FILTERS = {
  object: AUDIENCES,
  difficulty: DIFFICULTIES,
  direction: DIRECTIONS,
  category: COURSE_CATEGORIES,
} as const;
export type MoocFilterName = keyof typeof MOOC_FILTERS;
export const MOOC_FILTER_NAMES = Object.keys(MOOC_FILTERS) as MoocFilterName[];

export type MoocListQuery = { [name in MoocFilterName]?: (typeof MOOC_FILTERS)[name][number] } & {
  keyword: string;
  page: number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function parseMoocListQuery(search: URLSearchParams): MoocListQuery {
  return {
    object: oneOf(AUDIENCES, search.get('object')),
    difficulty: oneOf(DIFFICULTIES, search.get('difficulty')),
    direction: oneOf(DIRECTIONS, search.get('direction')),
    category: oneOf(COURSE_CATEGORIES, search.get('category')),
    keyword: (search.get('keyword') ?? '').trim(),
    page: pageFrom(search),
  };
}

/** Defaults stay out of the address: a plain link and "all" everywhere look alike. */
export function moocListSearch(query: MoocListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of MOOC_FILTER_NAMES) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  if (query.keyword) search.set('keyword', query.keyword);
  return withPage(search, query.page);
}

/** A changed filter or keyword starts again from the first page. */
export function withFilter(
  query: MoocListQuery,
  name: MoocFilterName,
  value: string | undefined,
): MoocListQuery {
  const allowed = MOOC_FILTERS[name] as readonly string[];
  return {
    ...query,
    [name]: value && allowed.includes(value) ? value : undefined,
    page: 1,
  };
}

/** The translation key of one filter value (`object.child`), typed for the `mooc` namespace. */
export type FilterValueKey = {
  [N in MoocFilterName]: `${N}.${(typeof MOOC_FILTERS)[N][number]}`;
}[MoocFilterName];

export function filterValueKey(name: MoocFilterName, value: string): FilterValueKey {
  return `${name}.${value}` as FilterValueKey;
}
