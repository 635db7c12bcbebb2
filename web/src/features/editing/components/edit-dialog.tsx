import type { UserFile } from '@qiao/contracts/drive';
import { textEditKindOf } from '@qiao/contracts/editing';
import { OfficeEditorDialog } from './office-editor-dialog';
import { TextEditorDialog } from './text-editor-dialog';

/** "Edit online": text types in the code editor, office documents in the document server. */
export function EditDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  return textEditKindOf(file.extendName) ? (
    <TextEditorDialog file={file} onClose={onClose} />
  ) : (
    <OfficeEditorDialog file={file} onClose={onClose} />
  );
}
