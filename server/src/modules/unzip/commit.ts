import { and, eq } from 'drizzle-orm';
import { childPath, fileTypeOf, splitFileName } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  assertFolderExists,
  freeEntryName,
  makeFolderPath,
  reserveBytes,
  fileObjects,
  userFiles,
} from '../drive';
import { joinUnder } from './entry-paths';
import type { UnzipStaging } from './staging';
import { unzipTasks } from './tables';

export interface UnzipTarget {
  userId: string;
  taskId: string;
  runToken: string;
  /** The folder the archive's contents go into, or the parent of a new folder (mode 1). */
  folder: string;
  /** Mode 1: the name of the folder to make (a free variant of it). */
  newFolderName?: string;
}

/**
 * Shows what was staged, all at once: the target folder (mode 1), the archive's folders (merged
 * with folders already there, as uploads do), the files under free names, their objects, the
 * quota, and the task marked done, in one transaction. If any of it fails nothing is shown and the
 * caller erases the staged objects. Answers the folder the files landed in.
 */
export async function commitUnzip(
  db: Db,
  target: UnzipTarget,
  staged: UnzipStaging,
): Promise<string> {
  return db.transaction(async (tx) => {
    await assertFolderExists(tx, target.userId, target.folder);
    let root = target.folder;
    if (target.newFolderName !== undefined) {
      const name = await freeEntryName(tx, target.userId, target.folder, target.newFolderName, '');
      await tx.insert(userFiles).values({
        userId: target.userId,
        fileName: name,
        isDir: true,
        filePath: target.folder,
        fileType: 0,
      });
      root = childPath(target.folder, name);
    }
    await reserveBytes(
      tx,
      target.userId,
      staged.files.reduce((sum, file) => sum + file.size, 0),
    );
    const folders = new Set(staged.folders);
    for (const file of staged.files) folders.add(file.segments.slice(0, -1).join('/'));
    for (const folder of [...folders].filter(Boolean).sort()) {
      await makeFolderPath(tx, target.userId, joinUnder(root, folder.split('/')));
    }
    for (const file of staged.files) {
      const folder = joinUnder(root, file.segments.slice(0, -1));
      const split = splitFileName(file.segments.at(-1)!);
      const name = await freeEntryName(tx, target.userId, folder, split.name, split.extension);
      const [object] = await tx
        .insert(fileObjects)
        .values({
          storageKey: file.key,
          size: file.size,
          md5: file.md5,
          sha256: file.sha256,
          refCount: 1,
        })
        .returning({ id: fileObjects.id });
      await tx.insert(userFiles).values({
        userId: target.userId,
        objectId: object!.id,
        fileName: name,
        extendName: split.extension,
        isDir: false,
        fileSize: file.size,
        filePath: folder,
        fileType: fileTypeOf(split.extension),
      });
    }
    // Only the run that holds the task may finish it (a lapsed lease hands it to another run).
    const finished = await tx
      .update(unzipTasks)
      .set({
        status: 'done',
        targetPath: root,
        entriesDone: staged.entries,
        entriesTotal: staged.entries,
        updatedAt: new Date(),
      })
      .where(and(eq(unzipTasks.id, target.taskId), eq(unzipTasks.runToken, target.runToken)))
      .returning({ id: unzipTasks.id });
    if (finished.length === 0) throw new AppError('unzipFailed');
    return root;
  });
}
