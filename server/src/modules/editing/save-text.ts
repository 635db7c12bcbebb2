import { formatSize } from '@qiao/contracts/drive-rules';
import { EDIT_LIMITS, textEditKindOf, utf8ByteLength } from '@qiao/contracts/editing';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { replaceContent } from './replace-content';

/**
 * A save from the text editor: only the owner, only text types, only over the version they
 * loaded (`fileId`), and within the size limit. The old bytes lose this entry's reference.
 */
export async function saveText(
  db: Db,
  store: ObjectStore,
  save: { userId: string; userFileId: string; fileId: string; content: string },
) {
  if (utf8ByteLength(save.content) > EDIT_LIMITS.textMaxBytes) {
    throw new AppError('editTooLarge', { limit: formatSize(EDIT_LIMITS.textMaxBytes) });
  }
  return replaceContent(db, store, {
    userId: save.userId,
    userFileId: save.userFileId,
    body: Buffer.from(save.content, 'utf8'),
    expectedObjectId: save.fileId,
    keepPrevious: false,
    check: (entry) => {
      if (!textEditKindOf(entry.extendName)) throw new AppError('editNotEditable');
    },
  });
}
