import { describe, expect, it } from 'vitest';
import { errorMessage } from '@qiao/contracts/errors';
import { AppError } from '../../../platform/http/app-error';
import { lessonTest, shortYctPaper } from './exam-paper-test-data';
import { parseManifest } from './read-manifest';

function failure(text: string): string {
  try {
    parseManifest(text);
  } catch (error) {
    if (error instanceof AppError) return errorMessage(error.key, 'en', error.params);
    throw error;
  }
  return 'no error';
}

describe('parseManifest', () => {
  it('says when the file is not JSON', () => {
    expect(failure('{ "type": ')).toMatch(/^manifest\.json is not valid JSON: /);
  });

  it('lists each bad field on its own line and says nothing was imported', () => {
    expect(failure(JSON.stringify({ type: 'items', items: [{ slug: 'Bad Slug', kind: 'news' }] })))
      .toBe(`manifest.json is not valid, nothing was imported: 
  items[0].slug: lower-case letters, digits and single dashes
  items[0].title: Invalid input: expected object, received undefined`);
  });

  it('answers the manifest when it is good', () => {
    const manifest = parseManifest(
      JSON.stringify({
        type: 'items',
        items: [{ slug: 'n-1', kind: 'news', title: { ar: 'خبر' } }],
      }),
    );
    expect(manifest.type === 'items' && manifest.items[0]!.visibility).toBe('everyone');
  });

  it('names each bad item of an exam paper by its path', () => {
    const paper = shortYctPaper();
    const [listening, reading] = paper.sections;
    const dialogue = listening!.parts[3]!.items[0]!;
    if (dialogue.type === 'dialogueChoice') dialogue.answer = 'D';
    const gap = reading!.parts[2]!.items[0]!;
    if (gap.type === 'gapFillWordBank') gap.answer = 'C';
    gap.id = 'l1-1';
    expect(failure(JSON.stringify({ type: 'exam', exam: paper })))
      .toBe(`manifest.json is not valid, nothing was imported: 
  exam.sections[0].parts[3].items[0].answer: the answer D is not an option
  exam.sections[1].parts[2].items[0].id: item id "l1-1" appears twice
  exam.sections[1].parts[2].items[0].answer: the answer C is not in the bank`);
  });

  it('checks a short paper against its template, and a lesson test as one section', () => {
    const short = { ...shortYctPaper(), format: 'short' };
    short.sections[1]!.parts.pop();
    const lesson = lessonTest();
    lesson.sections.push(lesson.sections[0]!);
    expect(failure(JSON.stringify({ type: 'exam', exam: short }))).toContain(
      'exam.sections[1].parts: this section has 3 parts',
    );
    expect(failure(JSON.stringify({ type: 'exam', exam: lesson }))).toContain(
      'exam.sections: a lesson test has one section',
    );
  });
});
