// The learning module's public entry: all that other modules, app.ts, jobs.ts, cli/ and seed/ may
// import from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { learningRoutes } from './routes';
