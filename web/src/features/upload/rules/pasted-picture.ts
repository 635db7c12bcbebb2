import { pastedImageName } from '@qiao/contracts/upload-rules';

export type PasteOutcome =
  | { kind: 'picture'; file: File }
  /** The clipboard offers no items (spec §5: "browser not supported"). */
  | { kind: 'unsupported' }
  /** Something was pasted, but not a picture (spec §5). */
  | { kind: 'notPicture' };

type ClipboardItems = Pick<DataTransferItemList, 'length'> & Iterable<DataTransferItem>;

/** The first picture on the clipboard, named with the prefix and a timestamp (spec §9). */
export function pastedPicture(items: ClipboardItems | null | undefined, at: Date): PasteOutcome {
  if (!items || items.length === 0) return { kind: 'unsupported' };
  for (const item of items) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const blob = item.getAsFile();
    if (!blob) continue;
    return {
      kind: 'picture',
      file: new File([blob], pastedImageName(blob.type, at), { type: blob.type }),
    };
  }
  return { kind: 'notPicture' };
}
