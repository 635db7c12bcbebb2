import { extensionPoint } from '../../platform/modules/extension-point';

/**
 * Told the passport account whose password was just reset, so what trusted the old password ends
 * (auth ends Qiao's sessions of that account). Passport itself knows nothing of sessions.
 */
export const PASSWORD_RESET_LISTENERS =
  extensionPoint<(accountId: string) => Promise<void>>('passport.password-reset');
