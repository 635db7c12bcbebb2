// The unzip module's public entry: all that other modules, app.ts, jobs.ts, cli/ and seed/ may
// import from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { unzipJobHandler } from './job';
export { unzipRoutes } from './routes';
export { UNZIP_JOB } from './service';
