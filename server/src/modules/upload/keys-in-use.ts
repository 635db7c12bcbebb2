import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { uploadSessions } from './tables';

/** The storage keys among `keys` an upload session still writes to: not orphans yet. */
export async function uploadKeysAmong(db: Db, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: uploadSessions.storageKey })
    .from(uploadSessions)
    .where(inArray(uploadSessions.storageKey, keys));
  return rows.map((row) => row.key);
}
