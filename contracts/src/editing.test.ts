import { describe, expect, it } from 'vitest';
import {
  EDITOR_FONT_SIZES,
  isOfficeEditable,
  officeDocumentType,
  textEditKindOf,
  utf8ByteLength,
} from './editing';

describe('which files open in an online editor', () => {
  it.each([
    ['md', 'markdown'],
    ['MARKDOWN', 'markdown'],
    ['txt', 'text'],
    ['ts', 'code'],
    ['py', 'code'],
    ['json', 'code'],
    ['html', 'code'],
    ['yaml', 'code'],
    ['sh', 'code'],
    ['docx', undefined],
    ['pdf', undefined],
    ['png', undefined],
    ['', undefined],
  ])('%s opens in the text editor as %s', (extension, kind) => {
    expect(textEditKindOf(extension)).toBe(kind);
  });

  it.each([
    ['doc', 'word'],
    ['DOCX', 'word'],
    ['xls', 'cell'],
    ['xlsx', 'cell'],
    ['ppt', 'slide'],
    ['pptx', 'slide'],
    ['pdf', undefined],
    ['md', undefined],
  ])('%s opens in the document server as %s', (extension, type) => {
    expect(officeDocumentType(extension)).toBe(type);
    expect(isOfficeEditable(extension)).toBe(type !== undefined);
  });
});

describe('code editor font sizes', () => {
  it('run from 12 to 30 in steps of 2', () => {
    expect(EDITOR_FONT_SIZES).toEqual([12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
  });
});

describe('text size as saved', () => {
  it.each([
    ['hello', 5],
    ['مرحبا', 10],
    ['你好', 6],
    ['😀', 4],
    ['', 0],
  ])('%s is %i bytes of UTF-8', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});
