// The users module's public entry: all that other modules, app.ts, jobs.ts, cli/ and seed/ may
// import from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { createLocalUser, localUserByEmail } from './local-users';
export { userRoutes } from './routes';
export {
  findUser,
  listUsers,
  setRole,
  toRequestUser,
  toUserSummary,
  upsertUserFromIdentity,
} from './service';
export type { VerifiedIdentity } from './service';
export { users } from './tables';
export type { UserRow } from './tables';
