// The users module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { createLocalUser, localUserByEmail } from './local-users';
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
export { usersModule } from './module';
