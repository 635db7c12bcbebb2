import { describe, expect, it } from 'vitest';
import {
  EXTRACTION_CODE_ALPHABET,
  EXTRACTION_CODE_LENGTH,
  normalizeExtractionCode,
} from '@qiao/contracts/share-rules';
import { codeMatches, newBatchNum, newExtractionCode } from './codes';

describe('batch numbers', () => {
  it('are 24 base64url characters (144 random bits) and never repeat', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 2000; n += 1) {
      const batch = newBatchNum();
      expect(batch).toMatch(/^[A-Za-z0-9_-]{24}$/);
      seen.add(batch);
    }
    expect(seen.size).toBe(2000);
  });
});

describe('extraction codes', () => {
  it('leave out characters that look alike', () => {
    for (const char of '01ilo') expect(EXTRACTION_CODE_ALPHABET).not.toContain(char);
    expect(new Set(EXTRACTION_CODE_ALPHABET).size).toBe(EXTRACTION_CODE_ALPHABET.length);
  });

  it('draw every character from the alphabet with the given generator', () => {
    expect(newExtractionCode(() => 0)).toBe('2222');
    expect(newExtractionCode((max) => max - 1)).toBe('zzzz');
    for (let n = 0; n < 500; n += 1) {
      const code = newExtractionCode();
      expect(code).toHaveLength(EXTRACTION_CODE_LENGTH);
      for (const char of code) expect(EXTRACTION_CODE_ALPHABET).toContain(char);
    }
  });

  it.each([
    ['ab3k', 'ab3k', true],
    ['ab3k', ' AB3K ', true],
    ['ab3k', 'ab3', false],
    ['ab3k', 'ab3kk', false],
    ['ab3k', '', false],
    ['ab3k', undefined, false],
    ['', 'anything', true],
    ['', undefined, true],
  ] as const)('stored %j matches %j: %s', (stored, given, expected) => {
    expect(codeMatches(stored, given)).toBe(expected);
  });

  it('are compared trimmed and in lower case', () => {
    expect(normalizeExtractionCode(' XyZ9 ')).toBe('xyz9');
    expect(normalizeExtractionCode(null)).toBe('');
  });
});
