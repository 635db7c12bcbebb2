/** The home's two addresses (spec §2: the site root and new-home); both draw the same page. */
export const NEW_HOME_ROUTE = '/pages/new-home/new-home';
export const HOME_ROUTES = ['/', NEW_HOME_ROUTE] as const;
