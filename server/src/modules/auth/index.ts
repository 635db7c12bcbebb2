// The auth module's public entry: all that other modules, app.ts, jobs.ts, cli/ and seed/ may
// import from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { createIdentityProvider } from './identity-provider';
export { sessionUserResolver } from './resolve-user';
export { authRoutes } from './routes';
export { createAuthService } from './service';
export { endSessionsBefore, endSessionsOfIdentity } from './sessions';
