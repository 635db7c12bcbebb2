import { describe, expect, it } from 'vitest';
import { nameLength, nameProblemMessage, nameProblemOf } from './name-rule';

describe('folder and file names', () => {
  it('are required', () => {
    expect(nameProblemOf(undefined)).toBe('required');
    expect(nameProblemOf('   ')).toBe('required');
  });

  it('refuse each of \\ / : * ? " < > | with the spec message', () => {
    for (const char of '\\/:*?"<>|') {
      expect(nameProblemOf(`a${char}b`)).toBe('forbiddenCharacter');
    }
    expect(nameProblemMessage('forbiddenCharacter', 'en')).toBe(
      'Folder name cannot contain any of the following characters: \\/:*?"<>|',
    );
    expect(nameProblemMessage('forbiddenCharacter', 'zh')).toContain('\\/:*?"<>|');
  });

  it('allow 255 characters, counted as characters, not as UTF-16 units', () => {
    expect(nameProblemOf('字'.repeat(255))).toBeUndefined();
    expect(nameProblemOf('𠀀'.repeat(255))).toBeUndefined();
    expect(nameLength('𠀀'.repeat(255))).toBe(255);
    expect(nameProblemOf('a'.repeat(256))).toBe('tooLong');
  });

  it('are trimmed first, as the server does', () => {
    expect(nameProblemOf('  الدروس  ')).toBeUndefined();
    expect(nameProblemOf(' .. ')).toBe('reserved');
  });
});
