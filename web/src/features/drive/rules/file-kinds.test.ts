import { describe, expect, it } from 'vitest';
import { hasThumbnail, iconKindOf, previewKindOf } from './file-kinds';

const file = (extendName: string) => ({ isDir: 0 as const, extendName });
const folder = { isDir: 1 as const, extendName: '' };

describe('how files open', () => {
  it.each([
    ['png', 'image'],
    ['JPG', 'image'],
    ['mp4', 'video'],
    ['webm', 'video'],
    ['mp3', 'audio'],
    ['m4a', 'audio'],
    ['txt', 'text'],
    ['md', 'text'],
    ['py', 'text'],
    ['json', 'text'],
    ['html', 'text'],
    ['pdf', 'pdf'],
    ['PDF', 'pdf'],
    ['svg', 'download'],
    ['avi', 'download'],
    ['docx', 'download'],
    ['', 'download'],
  ])('.%s opens as %s', (extension, kind) => {
    expect(previewKindOf(file(extension))).toBe(kind);
  });

  it('folders do not preview: they open', () => {
    expect(previewKindOf(folder)).toBeUndefined();
  });

  it('only images the browser draws get a thumbnail', () => {
    expect(hasThumbnail(file('webp'))).toBe(true);
    expect(hasThumbnail(file('svg'))).toBe(false);
    expect(hasThumbnail(folder)).toBe(false);
  });
});

describe('file icons', () => {
  it.each([
    ['xlsx', 'excel'],
    ['DOC', 'word'],
    ['pptx', 'ppt'],
    ['pdf', 'pdf'],
    ['7z', 'archive'],
    ['markdown', 'markdown'],
    ['ts', 'code'],
    ['csv', 'text'],
    ['svg', 'image'],
    ['mkv', 'video'],
    ['amr', 'audio'],
    ['bin', 'other'],
  ])('.%s shows the %s icon', (extension, icon) => {
    expect(iconKindOf(file(extension))).toBe(icon);
  });

  it('folders show the folder icon', () => {
    expect(iconKindOf(folder)).toBe('folder');
  });
});
