import { pickText } from '@qiao/contracts/catalogue';
import type { AttachmentLink } from '@qiao/contracts/catalogue-editorial';
import type { Language } from '@qiao/contracts/languages';
import type { itemAttachments } from '../tables';
import { editorialLink } from './signed-links';

type AttachmentRow = typeof itemAttachments.$inferSelect;

/**
 * An attachment as a page lists it, with a fresh short-lived address. Attachments whose file is
 * missing are left out: there would be nothing to download.
 */
export function toAttachmentLinks(
  rows: readonly AttachmentRow[],
  language: Language,
  signingKey: string,
): AttachmentLink[] {
  return rows.flatMap((row) =>
    row.mediaKey
      ? [
          {
            id: row.id,
            title: pickText(row.title, language) || row.fileName,
            fileName: row.fileName,
            sizeBytes: row.mediaBytes ?? 0,
            ...editorialLink(signingKey, {
              kind: 'attachment',
              id: row.id,
              fileName: row.fileName,
            }),
          },
        ]
      : [],
  );
}
