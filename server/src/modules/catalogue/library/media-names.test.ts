import { describe, expect, it } from 'vitest';
import { fileNameFor } from './media-names';

describe('media file names', () => {
  it('use the title in any language and the type’s extension', () => {
    expect(fileNameFor('小蝌蚪找妈妈', 'application/epub+zip')).toBe('小蝌蚪找妈妈.epub');
    expect(fileNameFor('مفردات HSK', 'application/pdf')).toBe('مفردات HSK.pdf');
    expect(fileNameFor('Hello', 'video/mp4; codecs="avc1"')).toBe('Hello.mp4');
  });

  it('drop characters no file system accepts, and keep something', () => {
    expect(fileNameFor('a/b:c*?', 'text/vtt')).toBe('a b c.vtt');
    expect(fileNameFor('///', 'application/x-unknown')).toBe('media');
  });
});
