// The passport module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { createPassportAccount, findPassportAccountByEmail } from './accounts';
export { BUILT_IN_ISSUER_KEY } from './issuer';
export { issueResetToken, setPassportPassword } from './password-reset';
export { builtInClientSecret } from './provider-secrets';
export { resetLink } from './reset-routes';
export { PASSWORD_RESET } from './reset-rules';
export { passportModule } from './module';
export { PASSWORD_RESET_LISTENERS } from './password-reset-listeners';
