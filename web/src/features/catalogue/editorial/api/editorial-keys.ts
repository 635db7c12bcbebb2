/** Query keys of the editorial sections. */
export const editorialKeys = {
  all: ['editorial'] as const,
  list: (name: string, page: number, filters: object = {}) =>
    ['editorial', 'list', name, page, filters] as const,
  detail: (name: string, id: string) => ['editorial', 'detail', name, id] as const,
};
