import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('image sniffing', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', Buffer.from('GIF89a')],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    ['image/avif', Buffer.from('\0\0\0\x1cftypavif')],
    [
      'image/svg+xml',
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'),
    ],
    ['image/svg+xml', Buffer.from('\uFEFF  <svg viewBox="0 0 1 1">')],
  ])('knows %s', (type, head) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['an MP4', Buffer.from('\0\0\0\x20ftypisom')],
    ['an EPUB', Buffer.from('PK\x03\x04\0\0mimetypeapplication/epub+zip')],
    ['HTML', Buffer.from('<html><script>alert(1)</script>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, head) => {
    expect(imageTypeOf(head)).toBeUndefined();
  });
});
