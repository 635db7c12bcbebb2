import { describe, expect, it } from 'vitest';
import { targetFolderOf, topFolderOf } from './upload-target';

describe('where an uploaded file goes', () => {
  it.each([
    ['a loose file goes into the current folder', '/课程', undefined, '/课程'],
    ['a loose file at the root', '/', 'a.pdf', '/'],
    ['a dropped folder keeps its inner folders', '/', '/الدرس 1/صوت/a.mp3', '/الدرس 1/صوت'],
    ['a picked folder keeps them too', '/课程', 'lesson 1/audio/a.mp3', '/课程/lesson 1/audio'],
    ['a file at the top of the picked folder', '/a', 'lesson/a.mp3', '/a/lesson'],
  ])('%s', (_, current, relativePath, expected) => {
    expect(targetFolderOf(current, relativePath)).toBe(expected);
  });

  it('names the top folder of a folder upload, none for a loose file', () => {
    expect(topFolderOf('/الدرس 1/صوت/a.mp3')).toBe('الدرس 1');
    expect(topFolderOf('lesson/a.mp3')).toBe('lesson');
    expect(topFolderOf('a.mp3')).toBeUndefined();
    expect(topFolderOf(undefined)).toBeUndefined();
  });
});
