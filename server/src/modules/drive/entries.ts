import { and, eq, ne, or, sql } from 'drizzle-orm';
import { childPath, freeName } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { userFiles, type UserFileRow, liveEntriesOf } from './tables';

/** A live entry of this user; another user's id, a deleted one or a bad id: "no such file". */
export async function findLiveEntry(db: Db, userId: string, id: string): Promise<UserFileRow> {
  const [row] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.id, id), liveEntriesOf(userId)));
  if (!row) throw new AppError('fileNotFound');
  return row;
}

export const fullPathOf = (row: Pick<UserFileRow, 'filePath' | 'fileName' | 'extendName'>) =>
  childPath(row.filePath, row.extendName ? `${row.fileName}.${row.extendName}` : row.fileName);

/** Splits "/a/b" into parent "/a" and name "b". */
export function parentAndName(path: string): { parent: string; name: string } {
  const cut = path.lastIndexOf('/');
  return { parent: cut <= 0 ? '/' : path.slice(0, cut), name: path.slice(cut + 1) };
}

/** The live folder at `path` (the root always exists); otherwise "the target folder does not exist". */
export async function assertFolderExists(db: Db, userId: string, path: string): Promise<void> {
  if (path === '/') return;
  const { parent, name } = parentAndName(path);
  const [row] = await db
    .select({ id: userFiles.id })
    .from(userFiles)
    .where(
      and(
        liveEntriesOf(userId),
        eq(userFiles.filePath, parent),
        eq(userFiles.fileName, name),
        eq(userFiles.isDir, true),
      ),
    );
  if (!row) throw new AppError('folderNotFound');
}

/** True when a live entry of that name (and extension) is already in the folder. */
export async function nameTaken(
  db: Db,
  userId: string,
  folder: string,
  name: string,
  extension: string,
  except?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: userFiles.id })
    .from(userFiles)
    .where(
      and(
        liveEntriesOf(userId),
        eq(userFiles.filePath, folder),
        eq(userFiles.fileName, name),
        eq(userFiles.extendName, extension),
        except ? ne(userFiles.id, except) : undefined,
      ),
    );
  return rows.length > 0;
}

/** Live entries inside the folder at `path`, at any depth. */
export function beneath(path: string) {
  return or(eq(userFiles.filePath, path), sql`starts_with(${userFiles.filePath}, ${`${path}/`})`);
}

/**
 * `name`, or "name(1)", "name(2)"... whichever is free among live entries with that extension.
 * The name itself is one probe of the live-name index; only when it is taken are the folder's
 * variants read.
 */
export async function freeEntryName(
  db: Db,
  userId: string,
  folder: string,
  name: string,
  extension: string,
): Promise<string> {
  if (!(await nameTaken(db, userId, folder, name, extension))) return name;
  const live = await db
    .select({ name: userFiles.fileName })
    .from(userFiles)
    .where(
      and(
        liveEntriesOf(userId),
        eq(userFiles.filePath, folder),
        eq(userFiles.extendName, extension),
        or(eq(userFiles.fileName, name), sql`starts_with(${userFiles.fileName}, ${`${name}(`})`),
      ),
    );
  const taken = new Set(live.map((row) => row.name));
  return freeName(name, (candidate) => taken.has(candidate));
}
