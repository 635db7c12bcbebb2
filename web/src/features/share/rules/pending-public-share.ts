import type { ShareRecord } from '@qiao/contracts/share';
import { REVIEW_STATUS } from '@qiao/contracts/share-rules';

/**
 * The owner's public share still waiting for review that holds any of these files (spec §4: while
 * pending, the dialog shows a note and hides the private link tab).
 */
export function pendingPublicShareOf(
  records: readonly ShareRecord[],
  userFileIds: readonly string[],
): ShareRecord | undefined {
  const wanted = new Set(userFileIds);
  return records.find(
    (record) =>
      record.public?.status === REVIEW_STATUS.pending &&
      record.files.some((file) => wanted.has(file.userFileId)),
  );
}
