import type { Readable } from 'node:stream';
import { fileTypeOf, splitFileName } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { newObjectKey } from '../../platform/storage/object-key';
import { assertFolderExists, nameTaken } from './entries';
import { assertValidFolderPath, assertValidName } from './names';
import { reserveBytes } from './quota';
import { fileObjects, userFiles } from './tables';

export interface NewFile {
  userId: string;
  folder: string;
  /** The name with its extension, e.g. "第一课.pdf". */
  name: string;
  body: Readable | Buffer;
  size?: number;
}

/**
 * Stores bytes and shows them as a new file: the object first (atomic in the store), then the
 * object row, the entry and the quota in one transaction. If that transaction fails, the bytes
 * are erased again, so nothing is left half-made.
 */
export async function addFile(db: Db, store: ObjectStore, file: NewFile) {
  const fullName = file.name.trim();
  assertValidName(fullName);
  assertValidFolderPath(file.folder);
  const { name, extension } = splitFileName(fullName);
  const key = newObjectKey();
  const stored = await store.put(
    key,
    file.body,
    file.size === undefined ? {} : { size: file.size },
  );
  try {
    return await db.transaction(async (tx) => {
      await assertFolderExists(tx, file.userId, file.folder);
      if (await nameTaken(tx, file.userId, file.folder, name, extension)) {
        throw new AppError('fileNameTaken');
      }
      await reserveBytes(tx, file.userId, stored.size);
      const [object] = await tx
        .insert(fileObjects)
        .values({
          storageKey: key,
          size: stored.size,
          md5: stored.md5,
          sha256: stored.sha256,
          refCount: 1,
        })
        .returning();
      const [entry] = await tx
        .insert(userFiles)
        .values({
          userId: file.userId,
          objectId: object!.id,
          fileName: name,
          extendName: extension,
          isDir: false,
          fileSize: stored.size,
          filePath: file.folder,
          fileType: fileTypeOf(extension),
        })
        .returning();
      return entry!;
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}
