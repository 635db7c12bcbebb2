import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { cleanRichText, cleanTitle } from './writing-rules';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return null;
};

describe('cleanRichText', () => {
  it('keeps allowed formatting and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p onclick="alert(1)"><strong>你好</strong> <a href="javascript:alert(2)">x</a></p>' +
      '<script>alert(3)</script><img src="https://example.org/a.png" onerror="alert(4)">';
    const clean = cleanRichText(html, 1000);
    expect(clean).toContain('<strong>你好</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('refuses text with nothing to read', () => {
    expect(codeOf(() => cleanRichText('<p> &nbsp; </p><br>', 1000))).toBe('postContentEmpty');
    expect(codeOf(() => cleanRichText('<script>alert(1)</script>', 1000))).toBe('postContentEmpty');
  });

  it('refuses pasted pictures', () => {
    expect(
      codeOf(() => cleanRichText('<p>a<img src="data:image/png;base64,AAAA"></p>', 1000)),
    ).toBe('postPastedImage');
  });

  it('refuses text longer than the limit once cleaned', () => {
    expect(codeOf(() => cleanRichText(`<p>${'汉'.repeat(50)}</p>`, 20))).toBe('postTooLong');
  });
});

describe('cleanTitle', () => {
  it('trims and folds spaces', () => {
    expect(cleanTitle('  学习   汉语 \n')).toBe('学习 汉语');
  });

  it('refuses a blank title', () => {
    expect(codeOf(() => cleanTitle(' \t '))).toBe('postTitleEmpty');
  });
});
