import { describe, expect, it } from 'vitest';
import { examPaperManifest } from './exam-manifest';
import { EXAM_LEVELS, EXAM_TEMPLATES, findTemplate, publicItem } from './exams';

const itemsOf = (family: 'hsk' | 'yct', level: number) =>
  findTemplate(family, level, family === 'hsk' ? 'hsk-2.0' : 'yct-2018')!.sections.map((section) =>
    section.parts.reduce((sum, part) => sum + part.items, 0),
  );

describe('exam templates', () => {
  it('has one template for every level of each family', () => {
    for (const [family, levels] of Object.entries(EXAM_LEVELS)) {
      for (const level of levels) {
        expect(EXAM_TEMPLATES.filter((t) => t.family === family && t.level === level)).toHaveLength(
          1,
        );
      }
    }
  });

  it('counts the items of the real papers per section (learning notes)', () => {
    expect(itemsOf('hsk', 1)).toEqual([20, 20]);
    expect(itemsOf('hsk', 2)).toEqual([35, 25]);
    expect(itemsOf('hsk', 3)).toEqual([40, 30, 10]);
    expect(itemsOf('hsk', 4)).toEqual([45, 40, 15]);
    expect(itemsOf('hsk', 5)).toEqual([45, 45, 10]);
    // The abridgement (one composition) is replaced by five sentences to build (decision 051).
    expect(itemsOf('hsk', 6)).toEqual([50, 50, 5]);
    expect(itemsOf('yct', 1)).toEqual([20, 15]);
    expect(itemsOf('yct', 2)).toEqual([20, 20]);
    expect(itemsOf('yct', 3)).toEqual([35, 25]);
    expect(itemsOf('yct', 4)).toEqual([40, 30, 10]);
  });

  it('keeps each level its own scale: 100 points a section, pass at 60%', () => {
    for (const template of EXAM_TEMPLATES) {
      expect(template.scale.max).toBe(template.sections.length * 100);
      expect(template.scale.pass).toBe(template.scale.max * 0.6);
    }
    expect(findTemplate('yct', 2, 'yct-2018')!.scale).toEqual({ max: 200, pass: 120 });
    expect(findTemplate('hsk', 4, 'hsk-2.0')!.scale).toEqual({ max: 300, pass: 180 });
  });

  it('plays listening twice up to HSK 3 and in all YCT, once from HSK 4', () => {
    for (const template of EXAM_TEMPLATES) {
      const plays = template.sections
        .filter((section) => section.kind === 'listening')
        .flatMap((section) => section.parts.map((part) => part.audioPlays));
      const want = template.family === 'hsk' && template.level >= 4 ? 1 : 2;
      expect(new Set(plays)).toEqual(new Set([want]));
    }
  });
});

describe('a public item', () => {
  it('refuses to carry an answer', () => {
    const item = { type: 'writeCharacter', id: 'w1', before: '我', pinyin: 'shì', after: '学生' };
    expect(publicItem.safeParse({ ...item, hasAudio: false }).success).toBe(true);
    expect(publicItem.safeParse({ ...item, hasAudio: false, answer: '是' }).success).toBe(false);
  });
});

const choice = (id: string, answer: string) => ({
  type: 'dialogueChoice' as const,
  id,
  text: { hanzi: '你好吗？' },
  options: [
    { key: 'A', text: { hanzi: '我很好' } },
    { key: 'B', text: { hanzi: '再见' } },
    { key: 'C', text: { hanzi: '谢谢' } },
  ],
  answer,
});

const lesson = (items: unknown[]) => ({
  slug: 'lesson-1-test',
  kind: 'lesson',
  title: { zh: '第一课测验' },
  sections: [{ kind: 'reading', parts: [{ type: 'dialogueChoice', items }] }],
});

const issues = (input: unknown) => {
  const result = examPaperManifest.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('an exam paper manifest', () => {
  it('takes a lesson test whose answers name its options', () => {
    expect(issues(lesson([choice('q1', 'A'), choice('q2', 'C')]))).toEqual([]);
  });

  it('reports a bad answer by the item’s path', () => {
    expect(issues(lesson([choice('q1', 'A'), choice('q2', 'D')]))).toEqual([
      'sections.0.parts.0.items.1.answer: the answer D is not an option',
    ]);
  });

  it('refuses an item id used twice and an item of another type than its part', () => {
    const other = {
      type: 'pictureTrueFalse',
      id: 'q1',
      picture: 'media/cat.png',
      answer: true,
    };
    expect(issues(lesson([choice('q1', 'A'), other]))).toEqual([
      'sections.0.parts.0.items.1.type: this part holds dialogueChoice items',
      'sections.0.parts.0.items.1.id: item id "q1" appears twice',
    ]);
  });

  it('asks a mock paper for a template that exists and its item counts', () => {
    const mock = {
      ...lesson([choice('q1', 'A')]),
      kind: 'mock',
      family: 'yct',
      level: 1,
      edition: 'yct-2018',
    };
    expect(issues(mock)).toEqual(["sections: this level's sections are: listening, reading"]);
    expect(issues({ ...mock, level: 7 })).toEqual([
      'level: there is no yct 7 template of yct-2018',
    ]);
  });

  it('needs audio for a listening item', () => {
    const paper = lesson([choice('q1', 'A')]);
    paper.sections[0]!.kind = 'listening';
    expect(issues(paper)).toEqual([
      'sections.0.parts.0.items.0.audio: a listening item needs its audio',
    ]);
  });

  it('checks every accepted order of a sentence to build uses each word once', () => {
    const build = (answer: number[][]) => ({
      slug: 'build',
      kind: 'lesson',
      title: { zh: '连词成句' },
      sections: [
        {
          kind: 'writing',
          parts: [
            {
              type: 'buildSentence',
              items: [{ type: 'buildSentence', id: 'b1', words: ['学生', '我', '是'], answer }],
            },
          ],
        },
      ],
    });
    expect(issues(build([[1, 2, 0]]))).toEqual([]);
    expect(issues(build([[1, 2, 2]]))).toEqual([
      'sections.0.parts.0.items.0.answer: each accepted order uses every word once',
    ]);
  });
});
