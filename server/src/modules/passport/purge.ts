import type { Db } from '../../platform/db/database';
import { purgeOldLoginFailures } from './login-throttle';
import { purgeExpiredOidcPayloads } from './oidc-adapter';
import { purgeOldResetRows } from './password-reset';

/** Job kind of the passport's clean-up; reads already ignore what it deletes, so it only saves space. */
export const PASSPORT_PURGE_JOB = 'passport.purge-expired';

export async function purgeExpiredPassportRows(db: Db): Promise<{
  oidcPayloads: number;
  loginFailures: number;
  resetRequests: number;
  resetTokens: number;
}> {
  const reset = await purgeOldResetRows(db);
  return {
    oidcPayloads: await purgeExpiredOidcPayloads(db),
    loginFailures: await purgeOldLoginFailures(db),
    resetRequests: reset.requests,
    resetTokens: reset.tokens,
  };
}
