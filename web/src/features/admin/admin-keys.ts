/** Query keys of user administration; a role change invalidates `all`, every page of users. */
export const adminKeys = {
  all: ['admin-users'] as const,
  users: (keyword: string, page: number) => ['admin-users', keyword, page] as const,
};
