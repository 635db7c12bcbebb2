import { describe, expect, it } from 'vitest';
import { examPaperManifest } from '@qiao/contracts/exam-manifest';
import { AUDIO, lessonTest, PICTURE, shortYct1 } from '../test-papers';
import { paperRow } from './paper-row';

const stored = (path: string) => `exams/${path}`;

describe('the row of an imported paper', () => {
  it('gives a short mock paper minutes in proportion to its items, and the template’s plays', () => {
    const row = paperRow(shortYct1(), stored);
    // YCT 1: listening 10 min for 20 items, reading 17 min for 15; this paper has 4 and 3.
    expect(row.paper.sections.map((s) => s.seconds)).toEqual([120, 204]);
    expect(row.paper.sections[0]!.parts.map((p) => p.audioPlays)).toEqual([2, 2, 2, 2]);
    expect(row.paper.sections[1]!.parts.map((p) => p.audioPlays)).toEqual([0, 0, 0]);
    expect(row).toMatchObject({
      kind: 'mock',
      family: 'yct',
      level: 1,
      maxScore: 200,
      passScore: 120,
    });
  });

  it('gives each section of a short three-section paper its share, once from HSK 4', () => {
    const hsk4 = examPaperManifest.parse({
      slug: 'hsk4-short',
      kind: 'mock',
      family: 'hsk',
      level: 4,
      edition: 'hsk-2.0',
      format: 'short',
      title: { zh: 'HSK 四级' },
      sections: [
        {
          kind: 'listening',
          parts: ['pictureTrueFalse', 'dialogueChoice', 'dialogueChoice'].map(partOf),
        },
        {
          kind: 'reading',
          parts: ['gapFillWordBank', 'orderSentences', 'passageQuestions'].map(partOf),
        },
        { kind: 'writing', parts: ['buildSentence', 'writeCharacter'].map(partOf) },
      ],
    });
    const row = paperRow(hsk4, stored);
    // Listening: 3 of 45 items of 30 min = 120 s; reading 3 of 40 of 40 min = 180 s; writing 2 of 15
    // of 25 min = 200 s.
    expect(row.paper.sections.map((s) => s.seconds)).toEqual([120, 180, 200]);
    expect(row.paper.sections[0]!.parts.map((p) => p.audioPlays)).toEqual([1, 1, 1]);
    expect(row).toMatchObject({ maxScore: 300, passScore: 180 });
  });

  it('keeps a full paper’s template minutes', () => {
    const manifest = { ...shortYct1(), format: 'full' as const };
    expect(paperRow(manifest, stored).paper.sections.map((s) => s.seconds)).toEqual([600, 1020]);
  });

  it('stores every media path as its stored key: sound, pictures, options and banks', () => {
    const paper = paperRow(shortYct1(), stored).paper;
    const json = JSON.stringify(paper);
    expect(json).not.toContain(`"${AUDIO}"`);
    expect(json).not.toContain(`"${PICTURE}"`);
    const [l1, l2, l3] = paper.sections[0]!.parts;
    expect(l1!.items[0]).toMatchObject({ audio: stored(AUDIO), picture: stored(PICTURE) });
    expect(l2!.items[0]).toMatchObject({
      options: [{ key: 'A', picture: stored(PICTURE) }, {}, {}],
    });
    expect(l3!.bank).toEqual([
      { key: 'A', picture: stored(PICTURE) },
      { key: 'B', text: { hanzi: '狗' } },
    ]);
    // The answers stay: scoring and results read them from the stored paper.
    expect(l2!.items[0]).toMatchObject({ answer: 'A', transcript: { hanzi: '这是猫。' } });
  });

  it('leaves a lesson test untimed, one point an item and pass at 70%', () => {
    const row = paperRow(lessonTest(), stored);
    expect(row.paper.sections[0]!.seconds).toBe(0);
    // Only the first part's question has a recording; parts without sound have no plays.
    expect(row.paper.sections[0]!.parts.map((p) => p.audioPlays)).toEqual([2, 0, 0]);
    expect(row).toMatchObject({
      kind: 'lesson',
      family: null,
      level: null,
      maxScore: 3,
      passScore: 3,
    });
  });

  it('lets a lesson test’s sound play twice', () => {
    const test = lessonTest();
    const part = test.sections[0]!.parts[0]!;
    const withAudio = {
      ...test,
      sections: [
        {
          ...test.sections[0]!,
          parts: [{ ...part, items: part.items.map((i) => ({ ...i, audio: AUDIO })) }],
        },
      ],
    };
    const row = paperRow(withAudio, stored);
    expect(row.paper.sections[0]!.parts[0]!.audioPlays).toBe(2);
    expect(row.paper.sections[0]!.parts[0]!.items[0]!.audio).toBe(stored(AUDIO));
    // One item: pass at ceil(0.7) = 1.
    expect(row).toMatchObject({ maxScore: 1, passScore: 1 });
  });
});

function partOf(type: string, index: number) {
  const id = `${type.slice(0, 3).toLowerCase()}-${index}`;
  const options = ['A', 'B', 'C'].map((key) => ({ key, text: { hanzi: key } }));
  const items: Record<string, unknown> = {
    pictureTrueFalse: { picture: PICTURE, audio: AUDIO, answer: true },
    dialogueChoice: { audio: AUDIO, options, answer: 'A' },
    gapFillWordBank: { text: { hanzi: '（ ）' }, answer: 'A' },
    orderSentences: { sentences: options, answer: ['B', 'A', 'C'] },
    passageQuestions: { question: { hanzi: '？' }, options, answer: 'C' },
    buildSentence: { words: ['我', '好'], answer: [[0, 1]] },
    writeCharacter: { before: '我', pinyin: 'shì', after: '', answer: '是' },
  };
  return {
    type,
    ...(type === 'gapFillWordBank' ? { bank: options } : {}),
    items: [{ type, id, ...(items[type] as object) }],
  };
}
