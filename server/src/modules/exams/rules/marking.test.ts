import { describe, expect, it } from 'vitest';
import { EXAM_TEMPLATES, type StoredItem, type StoredPaper } from '@qiao/contracts/exams';
import { isRight, lessonMarks, scorePaper, type Answers } from './marking';

const choice = (type: 'pickPicture' | 'dialogueChoice' | 'passageQuestions', answer: string) =>
  ({
    type,
    id: 'c',
    options: ['A', 'B', 'C'].map((key) => ({ key, text: { hanzi: key } })),
    answer,
  }) as StoredItem;

describe('marking one answer', () => {
  it('marks true or false against the picture', () => {
    const item: StoredItem = { type: 'pictureTrueFalse', id: 't', picture: 'p', answer: false };
    expect(isRight(item, { type: 'pictureTrueFalse', value: false })).toBe(true);
    expect(isRight(item, { type: 'pictureTrueFalse', value: true })).toBe(false);
  });

  it.each(['pickPicture', 'dialogueChoice', 'passageQuestions'] as const)(
    'marks a %s by its chosen letter',
    (type) => {
      expect(isRight(choice(type, 'B'), { type, choice: 'B' })).toBe(true);
      expect(isRight(choice(type, 'B'), { type, choice: 'C' })).toBe(false);
    },
  );

  it('marks bank items (matching and gap-fill) by the bank letter', () => {
    const match: StoredItem = { type: 'matchSentences', id: 'm', answer: 'D' };
    const gap: StoredItem = {
      type: 'gapFillWordBank',
      id: 'g',
      text: { hanzi: '（ ）' },
      answer: 'A',
    };
    expect(isRight(match, { type: 'matchSentences', choice: 'D' })).toBe(true);
    expect(isRight(gap, { type: 'gapFillWordBank', choice: 'B' })).toBe(false);
  });

  it('wants three sentences in exactly their order', () => {
    const item = {
      type: 'orderSentences',
      id: 'o',
      sentences: ['A', 'B', 'C'].map((key) => ({ key, text: { hanzi: key } })),
      answer: ['B', 'C', 'A'],
    } as StoredItem;
    expect(isRight(item, { type: 'orderSentences', order: ['B', 'C', 'A'] })).toBe(true);
    expect(isRight(item, { type: 'orderSentences', order: ['B', 'A', 'C'] })).toBe(false);
    expect(isRight(item, { type: 'orderSentences', order: ['B', 'C'] })).toBe(false);
  });

  it('takes a built sentence in any order the author accepted', () => {
    const item: StoredItem = {
      type: 'buildSentence',
      id: 'b',
      words: ['今天', '我', '去学校'],
      answer: [
        [0, 1, 2],
        [1, 0, 2],
      ],
    };
    expect(isRight(item, { type: 'buildSentence', order: [0, 1, 2] })).toBe(true);
    expect(isRight(item, { type: 'buildSentence', order: [1, 0, 2] })).toBe(true);
    expect(isRight(item, { type: 'buildSentence', order: [2, 1, 0] })).toBe(false);
    expect(isRight(item, { type: 'buildSentence', order: [0, 1] })).toBe(false);
  });

  it('compares a written character without the spaces around it', () => {
    const item: StoredItem = {
      type: 'writeCharacter',
      id: 'w',
      before: '我',
      pinyin: 'shì',
      after: '学生',
      answer: '是',
    };
    expect(isRight(item, { type: 'writeCharacter', text: ' 是 ' })).toBe(true);
    expect(isRight(item, { type: 'writeCharacter', text: '事' })).toBe(false);
    expect(isRight(item, { type: 'writeCharacter', text: '' })).toBe(false);
  });

  it('counts no answer and an answer of another type as wrong', () => {
    const item = choice('dialogueChoice', 'A');
    expect(isRight(item, undefined)).toBe(false);
    expect(isRight(item, { type: 'passageQuestions', choice: 'A' })).toBe(false);
  });
});

/** A paper shaped like a template: each section its real item count, all true/false items. */
function paperLike(template: (typeof EXAM_TEMPLATES)[number]): StoredPaper {
  return {
    sections: template.sections.map((section, s) => ({
      kind: section.kind,
      seconds: section.minutes * 60,
      parts: [
        {
          type: 'pictureTrueFalse',
          audioPlays: 0,
          items: Array.from({ length: section.parts.reduce((n, p) => n + p.items, 0) }, (_, i) => ({
            type: 'pictureTrueFalse' as const,
            id: `s${s}-${i}`,
            picture: 'p',
            answer: true,
          })),
        },
      ],
    })),
  };
}

/** Answers the first `share` of each section's items right and the rest wrong. */
function answering(paper: StoredPaper, share: number): Answers {
  const answers: Record<string, { type: 'pictureTrueFalse'; value: boolean }> = {};
  for (const section of paper.sections) {
    const items = section.parts.flatMap((part) => part.items);
    const right = Math.round(items.length * share);
    items.forEach((item, index) => {
      answers[item.id] = { type: 'pictureTrueFalse', value: index < right };
    });
  }
  return answers;
}

describe('marking a paper on its level’s scale', () => {
  const scales = EXAM_TEMPLATES.map((t) => [`${t.family.toUpperCase()} ${t.level}`, t] as const);

  it.each(scales)('%s: all right is the maximum, none is 0, 60%% passes', (_, template) => {
    const paper = paperLike(template);
    const full = scorePaper(paper, answering(paper, 1), template.scale);
    expect(full.total).toBe(template.scale.max);
    expect(full.sections.every((s) => s.points === 100 && s.maxPoints === 100)).toBe(true);
    expect(full.passed).toBe(true);
    expect(scorePaper(paper, {}, template.scale)).toMatchObject({ total: 0, passed: false });
    const pass = scorePaper(paper, answering(paper, 0.6), template.scale);
    expect(pass.sections.map((s) => s.points)).toEqual(template.sections.map(() => 60));
    expect(pass).toMatchObject({ total: template.scale.pass, passed: true });
  });

  it('gives HSK 1–2 and YCT 1–3 200 with 120 to pass, HSK 3–6 and YCT 4 300 with 180', () => {
    const byName = Object.fromEntries(scales.map(([name, t]) => [name, t.scale]));
    for (const name of ['HSK 1', 'HSK 2', 'YCT 1', 'YCT 2', 'YCT 3']) {
      expect(byName[name]).toEqual({ max: 200, pass: 120 });
    }
    for (const name of ['HSK 3', 'HSK 4', 'HSK 5', 'HSK 6', 'YCT 4']) {
      expect(byName[name]).toEqual({ max: 300, pass: 180 });
    }
  });

  it('rounds each section to whole points and fails one point short of the pass mark', () => {
    // YCT 1: listening 20 items, reading 15. 12/20 = 60 points; 8/15 = 53.3 → 53. Total 113.
    const template = EXAM_TEMPLATES.find((t) => t.family === 'yct' && t.level === 1)!;
    const paper = paperLike(template);
    const answers: Record<string, { type: 'pictureTrueFalse'; value: boolean }> = {};
    paper.sections.forEach((section, s) =>
      section.parts[0]!.items.forEach((item, i) => {
        answers[item.id] = { type: 'pictureTrueFalse', value: i < (s === 0 ? 12 : 8) };
      }),
    );
    const marks = scorePaper(paper, answers, template.scale);
    expect(marks.sections).toEqual([
      { kind: 'listening', right: 12, items: 20, points: 60, maxPoints: 100 },
      { kind: 'reading', right: 8, items: 15, points: 53, maxPoints: 100 },
    ]);
    expect(marks).toMatchObject({ total: 113, passed: false });
    // 10/15 = 66.7 → 67: 127 passes.
    paper.sections[1]!.parts[0]!.items.forEach((item, i) => {
      answers[item.id] = { type: 'pictureTrueFalse', value: i < 10 };
    });
    expect(scorePaper(paper, answers, template.scale)).toMatchObject({ total: 127, passed: true });
  });
});

describe('a lesson test’s marks', () => {
  it('passes from 70% accuracy', () => {
    expect(lessonMarks(7, 10)).toEqual({ right: 7, items: 10, accuracy: 0.7, passed: true });
    expect(lessonMarks(2, 3).passed).toBe(false);
    expect(lessonMarks(3, 3).passed).toBe(true);
  });
});
