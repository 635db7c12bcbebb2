import { and, asc, eq } from 'drizzle-orm';
import type { FolderNode } from '@qiao/contracts/drive';
import { childPath } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { assertFolderExists, nameTaken, parentAndName } from './entries';
import { assertValidFolderPath, assertValidName } from './names';
import { userFiles, type UserFileRow, liveEntriesOf } from './tables';

export async function createFolder(db: Db, userId: string, parent: string, rawName: string) {
  const name = rawName.trim();
  assertValidName(name);
  assertValidFolderPath(parent);
  return db.transaction(async (tx) => {
    await assertFolderExists(tx, userId, parent);
    if (await nameTaken(tx, userId, parent, name, '')) throw new AppError('fileNameTaken');
    const [row] = await tx
      .insert(userFiles)
      .values({ userId, fileName: name, isDir: true, filePath: parent, fileType: 0 })
      .returning();
    return row!;
  });
}

/** Makes every missing folder on the way to `path` (restore into a folder that was deleted). */
export async function ensureFolderPath(db: Db, userId: string, path: string): Promise<void> {
  if (path === '/') return;
  const { parent, name } = parentAndName(path);
  await ensureFolderPath(db, userId, parent);
  if (await nameTaken(db, userId, parent, name, '')) return;
  await db
    .insert(userFiles)
    .values({ userId, fileName: name, isDir: true, filePath: parent, fileType: 0 });
}

/**
 * The live folder at `path`, made with every missing folder on the way (uploads of folders). A
 * folder made meanwhile by a concurrent call is taken as it is; a file in the way is a clash.
 * Answers undefined for the root.
 */
export async function makeFolderPath(
  db: Db,
  userId: string,
  path: string,
): Promise<UserFileRow | undefined> {
  if (path === '/') return undefined;
  const { parent, name } = parentAndName(path);
  await makeFolderPath(db, userId, parent);
  const where = and(
    liveEntriesOf(userId),
    eq(userFiles.filePath, parent),
    eq(userFiles.fileName, name),
    eq(userFiles.extendName, ''),
  );
  const [found] = await db.select().from(userFiles).where(where);
  if (found) {
    if (!found.isDir) throw new AppError('fileNameTaken');
    return found;
  }
  await db
    .insert(userFiles)
    .values({ userId, fileName: name, isDir: true, filePath: parent, fileType: 0 })
    .onConflictDoNothing();
  const [made] = await db.select().from(userFiles).where(where);
  if (!made?.isDir) throw new AppError('fileNameTaken');
  return made;
}

/** Every live folder as one tree under a root node labelled "/" (spec §3 folder tree node). */
export async function folderTree(db: Db, userId: string): Promise<FolderNode> {
  const folders = await db
    .select()
    .from(userFiles)
    .where(and(liveEntriesOf(userId), eq(userFiles.isDir, true)))
    .orderBy(asc(userFiles.filePath), asc(userFiles.fileName));
  const root: FolderNode = { id: 'root', label: '/', filePath: '/', children: [] };
  const byPath = new Map<string, FolderNode>([['/', root]]);
  const depth = (row: UserFileRow) =>
    row.filePath === '/' ? 0 : row.filePath.split('/').length - 1;
  // Shallow folders first, so each parent is in the map before its children arrive.
  for (const folder of [...folders].sort((a, b) => depth(a) - depth(b))) {
    const path = childPath(folder.filePath, folder.fileName);
    const node: FolderNode = {
      id: folder.id,
      label: folder.fileName,
      filePath: path,
      children: [],
    };
    byPath.get(folder.filePath)?.children.push(node);
    byPath.set(path, node);
  }
  return root;
}
