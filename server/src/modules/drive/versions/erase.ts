import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { fileVersions } from './tables';

/**
 * Entries erased for good take their versions with them: answers the objects those versions
 * referenced, for the eraser to drop with the entries' own.
 */
export async function dropVersionsOf(db: Db, userFileIds: string[]): Promise<string[]> {
  if (userFileIds.length === 0) return [];
  const gone = await db
    .delete(fileVersions)
    .where(inArray(fileVersions.userFileId, userFileIds))
    .returning({ objectId: fileVersions.objectId });
  return gone.map((row) => row.objectId);
}
