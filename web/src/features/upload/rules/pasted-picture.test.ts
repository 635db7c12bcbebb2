import { describe, expect, it } from 'vitest';
import { pastedPicture } from './pasted-picture';

function item(kind: 'file' | 'string', type: string): DataTransferItem {
  return {
    kind,
    type,
    getAsFile: () => (kind === 'file' ? new File(['png'], 'image.png', { type }) : null),
  } as DataTransferItem;
}

const at = new Date(2026, 10, 23, 10, 15, 2);

describe('pasting into the drop area', () => {
  it('turns a pasted picture into a file named with the prefix and a timestamp', () => {
    const outcome = pastedPicture([item('string', 'text/plain'), item('file', 'image/png')], at);
    expect(outcome.kind).toBe('picture');
    if (outcome.kind === 'picture') {
      expect(outcome.file.name).toBe('pasted-20261123-101502.png');
      expect(outcome.file.type).toBe('image/png');
    }
  });

  it('says the browser is not supported when the clipboard offers nothing', () => {
    expect(pastedPicture(undefined, at)).toEqual({ kind: 'unsupported' });
    expect(pastedPicture([], at)).toEqual({ kind: 'unsupported' });
  });

  it('says pasted text or another file is not a picture', () => {
    expect(pastedPicture([item('string', 'text/plain')], at)).toEqual({ kind: 'notPicture' });
    expect(pastedPicture([item('file', 'application/pdf')], at)).toEqual({ kind: 'notPicture' });
  });
});
