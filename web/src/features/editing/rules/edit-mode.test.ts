import { describe, expect, it } from 'vitest';
import { editModeOf } from './edit-mode';

const file = (extendName: string, isDir: 0 | 1 = 0) => ({ extendName, isDir });

describe('which files offer "edit online"', () => {
  it.each([
    [file('md'), false, 'text'],
    [file('markdown'), false, 'text'],
    [file('txt'), false, 'text'],
    [file('tsx'), false, 'text'],
    [file('go'), true, 'text'],
    [file('docx'), true, 'office'],
    [file('xls'), true, 'office'],
    [file('pptx'), true, 'office'],
    [file('docx'), false, undefined],
    [file('pdf'), true, undefined],
    [file('zip'), true, undefined],
    [file('', 1), true, undefined],
  ])('%o with a document server %s opens in %s', (entry, officeEnabled, mode) => {
    expect(editModeOf(entry, officeEnabled)).toBe(mode);
  });
});
