import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaReferences } from './media-references';
import { parseManifest } from './read-manifest';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/examples/content-import');
const read = (folder: string) =>
  parseManifest(fs.readFileSync(path.join(EXAMPLES, folder, 'manifest.json'), 'utf8'));

describe('the documented example manifests', () => {
  it('the course is valid and names its media by relative path', () => {
    const manifest = read('hsk-2');
    expect(mediaReferences(manifest).map((reference) => reference.file)).toEqual([
      'cover.webp',
      'lesson-1/words.mp4',
      'lesson-1/words.ar.vtt',
      'lesson-1/words.zh.vtt',
      'lesson-1/text.pdf',
    ]);
  });

  it('the course prepares for HSK 2 and its first lesson ends with the documented test', () => {
    const course = read('hsk-2');
    const test = read('hsk-2-lesson-1-test');
    if (course.type !== 'course' || test.type !== 'exam')
      throw new Error('not the documented types');
    expect(course.course.exam).toEqual({ family: 'hsk', level: 2 });
    const contents = course.course.semesters[0]!.chapters[0]!.hours.at(-1)!.contents;
    expect(contents.at(-1)).toMatchObject({ kind: 'test', test: test.exam.slug });
    expect(test.exam.kind).toBe('lesson');
    expect(mediaReferences(test).map((reference) => reference.field)).toEqual([
      'exam.sections[0].parts[0].items[0].audio',
      'exam.sections[0].parts[0].items[0].picture',
    ]);
  });
});
