// The home's addresses live in the contracts: the server draws the home's first screen for them.
export { HOME_ROUTES, NEW_HOME_ROUTE } from '@qiao/contracts/catalogue-pages';
