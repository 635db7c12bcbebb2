// The passport module's public entry: all that other modules, app.ts, jobs.ts, cli/ and seed/ may
// import from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { createPassportAccount, findPassportAccountByEmail } from './accounts';
export { BUILT_IN_ISSUER_KEY } from './issuer';
export { issueResetToken, setPassportPassword } from './password-reset';
export { builtInClientSecret } from './provider-secrets';
export { PASSPORT_PURGE_JOB, purgeExpiredPassportRows } from './purge';
export { resetLink } from './reset-routes';
export { PASSWORD_RESET } from './reset-rules';
export { passportRoutes } from './routes';
