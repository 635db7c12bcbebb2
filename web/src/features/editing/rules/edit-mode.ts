import { isOfficeEditable, textEditKindOf } from '@qiao/contracts/editing';

/** Where a file opens for editing: the code editor, the document server, or nowhere. */
export type EditMode = 'text' | 'office';

interface FileLike {
  isDir: 0 | 1;
  extendName: string;
}

/**
 * Spec §2: "online edit" is offered for markdown, text and code types, and for office documents
 * only when a document server is configured (otherwise they are preview-only).
 */
export function editModeOf(file: FileLike, officeEnabled: boolean): EditMode | undefined {
  if (file.isDir) return undefined;
  if (textEditKindOf(file.extendName)) return 'text';
  if (officeEnabled && isOfficeEditable(file.extendName)) return 'office';
  return undefined;
}
