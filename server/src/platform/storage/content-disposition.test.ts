import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

function encodedName(header: string): string {
  return decodeURIComponent(header.split("filename*=UTF-8''")[1]!);
}

describe('content disposition', () => {
  it('gives Arabic and Chinese names exactly, with an ASCII fallback', () => {
    const header = contentDisposition('درس ١ 你好.pdf');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
    expect(encodedName(header)).toBe('درس ١ 你好.pdf');
  });

  it('marks inline display when asked', () => {
    expect(contentDisposition('a.png', true)).toBe(
      `inline; filename="a.png"; filename*=UTF-8''a.png`,
    );
  });

  it("encodes the characters RFC 5987 reserves: ' ( ) * and quotes", () => {
    const header = contentDisposition(`it's (draft) *"1"*.txt`);
    expect(header).toContain(`filename*=UTF-8''it%27s%20%28draft%29%20%2A%221%22%2A.txt`);
    expect(header).toContain(`filename="it's (draft) *_1_*.txt"`);
  });

  it('drops control characters and bidi overrides, so the header cannot be split or spoofed', () => {
    const header = contentDisposition('a\r\nSet-Cookie: x\u202Egpj.exe');
    expect(header).not.toMatch(/[\r\n\u202E]/);
    expect(encodedName(header)).toBe('aSet-Cookie: xgpj.exe');
  });

  it('names a file with nothing printable "download"', () => {
    expect(encodedName(contentDisposition('\u0000\n '))).toBe('download');
  });

  it('survives a lone surrogate instead of throwing', () => {
    expect(encodedName(contentDisposition('a\uD800b.txt'))).toBe('ab.txt');
  });
});
