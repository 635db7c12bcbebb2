// The games module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { gamesModule } from './module';
