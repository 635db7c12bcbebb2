import { describe, expect, it } from 'vitest';
import { editorHtmlIsEmpty } from './editor-html';

describe('an empty editor', () => {
  it.each([
    ['', true],
    ['<p>&nbsp;</p>', true],
    ['<p><br data-mce-bogus="1"></p>', true],
    ['<p>字</p>', false],
    ['<p><img src="/api/content/image/a"></p>', false],
    ['<p><iframe src="https://www.youtube.com/embed/a"></iframe></p>', false],
  ])('%j is empty: %s', (html, empty) => {
    expect(editorHtmlIsEmpty(html)).toBe(empty);
  });
});
