import { describe, expect, it } from 'vitest';
import { previewContentType, previewKindOf } from './drive-preview';

describe('preview list', () => {
  it.each([
    ['JPG', 'image', 'image/jpeg'],
    ['mp4', 'video', 'video/mp4'],
    ['flac', 'audio', 'audio/flac'],
    ['pdf', 'pdf', 'application/pdf'],
    ['md', 'text', 'text/plain; charset=utf-8'],
    ['html', 'text', 'text/plain; charset=utf-8'],
  ])('shows .%s as %s served as %s', (extension, kind, type) => {
    expect(previewKindOf(extension)).toBe(kind);
    expect(previewContentType(extension)).toBe(type);
  });

  it.each(['svg', 'exe', 'zip', 'docx', ''])('only downloads .%s', (extension) => {
    expect(previewKindOf(extension)).toBeUndefined();
    expect(previewContentType(extension)).toBeUndefined();
  });
});
