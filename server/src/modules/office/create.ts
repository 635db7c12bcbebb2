import type { NewOfficeFileType } from '@qiao/contracts/office';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { addFile } from '../drive';
import { blankDocument } from './blank-documents';

export interface NewOfficeFile {
  extendName: NewOfficeFileType;
  filePath: string;
  /** The name without its extension, as typed in the dialog. */
  fileName: string;
}

/**
 * A blank document in the user's folder, stored like any upload: bytes in the object store with
 * their hashes, quota reserved in the entry's transaction. A name already taken in the folder is
 * refused with the clash message, so nothing the user has is ever replaced.
 */
export async function createOfficeFile(
  db: Db,
  store: ObjectStore,
  userId: string,
  input: NewOfficeFile,
) {
  // The extension is added here, so an empty name would otherwise pass as ".docx".
  if (input.fileName.trim() === '') throw new AppError('fileNameRequired');
  const body = await blankDocument(input.extendName);
  return addFile(db, store, {
    userId,
    folder: input.filePath,
    name: `${input.fileName.trim()}.${input.extendName}`,
    body,
    size: body.length,
  });
}
