import { describe, expect, it } from 'vitest';
import { archiveKindOf, unzipFolderName } from './unzip';

describe('archive kinds and the folder mode 1 makes', () => {
  it.each([
    ['课文', 'zip', 'zip', '课文'],
    ['notes', 'ZIP', 'zip', 'notes'],
    ['unit.tar', 'gz', 'tgz', 'unit'],
    ['notes.txt', 'gz', 'gz', 'notes.txt'],
    ['unit', 'tgz', 'tgz', 'unit'],
    ['old', 'rar', 'rar', 'old'],
    ['kit', '7z', '7z', 'kit'],
    ['backup', 'tar', 'tar', 'backup'],
  ])('%s.%s is %s, unpacked into "%s"', (name, extension, kind, folder) => {
    expect(archiveKindOf(name, extension)).toBe(kind);
    expect(unzipFolderName(name, extension)).toBe(folder);
  });

  it.each([
    ['a', 'txt'],
    ['a', ''],
    ['a', 'bz2'],
  ])('%s.%s is not offered', (name, extension) => {
    expect(archiveKindOf(name, extension)).toBeUndefined();
  });
});
