import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n';
import { nameLength, nameProblemMessage, nameProblemOf } from './name-rule';

beforeAll(() => {
  initI18n('ar');
});

describe('folder and file names', () => {
  it('are required', () => {
    expect(nameProblemOf(undefined)).toBe('required');
    expect(nameProblemOf('   ')).toBe('required');
  });

  it('refuse each of \\ / : * ? " < > | with the spec message', () => {
    for (const char of '\\/:*?"<>|') {
      expect(nameProblemOf(`a${char}b`)).toBe('forbiddenCharacter');
    }
    expect(nameProblemMessage('forbiddenCharacter', 'folder', 'en')).toBe(
      'Folder name cannot contain any of the following characters: \\/:*?"<>|',
    );
    expect(nameProblemMessage('forbiddenCharacter', 'folder', 'zh')).toContain('\\/:*?"<>|');
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

  // The message names the kind of entry being named: a folder's empty name asks for a folder
  // name, a file renamed with "/" hears about file names.
  it.each([
    ['required', 'folder', 'ar', 'يُرجى إدخال اسم المجلد'],
    ['required', 'folder', 'zh', '请输入文件夹名称'],
    ['required', 'folder', 'en', 'Please enter the folder name'],
    ['required', 'file', 'ar', 'يُرجى إدخال اسم الملف'],
    ['required', 'file', 'zh', '请输入文件名'],
    ['required', 'file', 'en', 'Please enter the file name'],
    [
      'forbiddenCharacter',
      'file',
      'ar',
      'لا يمكن أن يحتوي اسم الملف على أيٍّ من الرموز التالية: \\/:*?"<>|',
    ],
    ['forbiddenCharacter', 'file', 'zh', '文件名称不能包含以下任何字符：\\/:*?"<>|'],
    [
      'forbiddenCharacter',
      'file',
      'en',
      'File name cannot contain any of the following characters: \\/:*?"<>|',
    ],
    [
      'forbiddenCharacter',
      'folder',
      'ar',
      'لا يمكن أن يحتوي اسم المجلد على أيٍّ من الرموز التالية: \\/:*?"<>|',
    ],
    [
      'reserved',
      'file',
      'en',
      'File name cannot contain any of the following characters: \\/:*?"<>|',
    ],
    ['tooLong', 'file', 'ar', 'الاسم طويل جدًا (255 حرفًا على الأكثر)'],
    ['tooLong', 'folder', 'zh', '名称过长（最多 255 个字符）'],
  ] as const)('%s for a %s in %s: "%s"', (problem, kind, language, message) => {
    expect(nameProblemMessage(problem, kind, language)).toBe(message);
  });
});
