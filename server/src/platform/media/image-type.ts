/**
 * The type of an image from its first bytes, or undefined when the bytes are not an image the
 * image route serves. Sniffed rather than trusted from a name: the route answers only images, so
 * a content object that is a video, a PDF or an e-book never leaves through it.
 */
export function imageTypeOf(head: Buffer): string | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (
    starts([0x66, 0x74, 0x79, 0x70], 4) &&
    /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))
  )
    return 'image/avif';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return 'image/svg+xml';
  return undefined;
}

/** How many first bytes `imageTypeOf` needs (an SVG may open with an XML prolog and a comment). */
export const IMAGE_SNIFF_BYTES = 512;
