import type { Db } from '../../platform/db/database';
import { purgeOldLoginFailures } from './login-throttle';
import { purgeExpiredOidcPayloads } from './oidc-adapter';

/** Job kind of the passport's clean-up; reads already ignore what it deletes, so it only saves space. */
export const PASSPORT_PURGE_JOB = 'passport.purge-expired';

export async function purgeExpiredPassportRows(
  db: Db,
): Promise<{ oidcPayloads: number; loginFailures: number }> {
  return {
    oidcPayloads: await purgeExpiredOidcPayloads(db),
    loginFailures: await purgeOldLoginFailures(db),
  };
}
