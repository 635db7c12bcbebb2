import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaReferences } from './media-references';
import { parseManifest } from './read-manifest';

const EXAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../../docs/examples/content-import/hsk-2/manifest.json',
);

describe('the documented example manifest', () => {
  it('is valid and names its media by relative path', () => {
    const manifest = parseManifest(fs.readFileSync(EXAMPLE, 'utf8'));
    expect(mediaReferences(manifest).map((reference) => reference.file)).toEqual([
      'cover.webp',
      'lesson-1/words.mp4',
      'lesson-1/words.ar.vtt',
      'lesson-1/words.zh.vtt',
      'lesson-1/text.pdf',
    ]);
  });
});
