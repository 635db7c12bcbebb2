import type { Db } from '../../platform/db/database';
import { certSettings } from './tables';

/** Whether every application waits for an admin (one row; none yet reads as "no"). */
export async function approvalRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(certSettings);
  return row?.approvalRequired ?? false;
}

/** The admins' setting: sent with a value, sets it; answers it as it stands. */
export async function certSettingsCall(db: Db, input: { approvalRequired?: boolean }) {
  if (input.approvalRequired !== undefined) {
    const value = { approvalRequired: input.approvalRequired };
    await db
      .insert(certSettings)
      .values({ id: true, ...value })
      .onConflictDoUpdate({ target: certSettings.id, set: value });
  }
  return { approvalRequired: await approvalRequired(db) };
}
