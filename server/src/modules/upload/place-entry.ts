import { fileTypeOf, splitFileName } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { freeEntryName, makeFolderPath, userFiles, type UserFileRow } from '../drive';

/** Where a finished upload's entry goes, and what it shows. */
export interface PlacedFile {
  userId: string;
  fileName: string;
  filePath: string;
  fileSize: number;
}

/** The row of a file's entry under its own name. */
export function entryValuesOf(file: PlacedFile, objectId: string) {
  const { name, extension } = splitFileName(file.fileName);
  return {
    userId: file.userId,
    objectId,
    fileName: name,
    extendName: extension,
    isDir: false,
    fileSize: file.fileSize,
    filePath: file.filePath,
    fileType: fileTypeOf(extension),
  };
}

/** The entry under the first free variant of its name ("name(1)", "name(2)"...). */
export async function placeUnderFreeName(
  tx: Db,
  values: ReturnType<typeof entryValuesOf>,
): Promise<UserFileRow> {
  const { userId, filePath, fileName, extendName } = values;
  const free = await freeEntryName(tx, userId, filePath, fileName, extendName);
  const [entry] = await tx
    .insert(userFiles)
    .values({ ...values, fileName: free })
    .returning();
  return entry!;
}

/**
 * The new entry in the file's folder (made if missing) under its name or a free variant. The name
 * itself is tried first, in the insert (the live-name unique index is the probe); only a clash
 * looks for "name(1)", "name(2)"..., so a folder's size costs nothing when names are new.
 */
export async function placeEntry(tx: Db, file: PlacedFile, objectId: string): Promise<UserFileRow> {
  await makeFolderPath(tx, file.userId, file.filePath);
  const values = entryValuesOf(file, objectId);
  const [entry] = await tx.insert(userFiles).values(values).onConflictDoNothing().returning();
  return entry ?? placeUnderFreeName(tx, values);
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Two uploads of the same name finishing at once: the second takes the next free name. */
export async function retryOnNameClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
