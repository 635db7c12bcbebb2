import type { ExamPaperManifestInput } from '@qiao/contracts/exam-manifest';
import { examPaperManifest, type ExamPaperManifest } from '@qiao/contracts/exam-manifest';

/**
 * Small papers for the exams tests: a short YCT 1 mock (one item per part, so every listening item
 * has its sound) and a lesson test of three items. Media are paths of an import folder.
 */
export const AUDIO = 'audio/hello.mp3';
export const PICTURE = 'pictures/cat.png';

const options = (keys: string[], words: string[]) =>
  keys.map((key, index) => ({ key, text: { hanzi: words[index]! } }));

export function shortYct1(slug = 'yct1-short', extra: Partial<ExamPaperManifestInput> = {}) {
  const input: ExamPaperManifestInput = {
    slug,
    kind: 'mock',
    family: 'yct',
    level: 1,
    edition: 'yct-2018',
    format: 'short',
    title: { zh: 'YCT 一级模拟', ar: 'اختبار YCT 1 التجريبي' },
    sections: [
      {
        kind: 'listening',
        parts: [
          {
            type: 'pictureTrueFalse',
            items: [
              {
                type: 'pictureTrueFalse',
                id: 'l1-1',
                audio: AUDIO,
                picture: PICTURE,
                answer: true,
              },
            ],
          },
          {
            type: 'pickPicture',
            items: [
              {
                type: 'pickPicture',
                id: 'l2-1',
                audio: AUDIO,
                transcript: { hanzi: '这是猫。', pinyin: 'zhè shì māo.' },
                options: [
                  { key: 'A', picture: PICTURE },
                  { key: 'B', text: { hanzi: '狗' } },
                  { key: 'C', text: { hanzi: '鱼' } },
                ],
                answer: 'A',
              },
            ],
          },
          {
            type: 'matchSentences',
            bank: [
              { key: 'A', picture: PICTURE },
              { key: 'B', text: { hanzi: '狗' } },
            ],
            items: [{ type: 'matchSentences', id: 'l3-1', audio: AUDIO, answer: 'A' }],
          },
          {
            type: 'dialogueChoice',
            items: [
              {
                type: 'dialogueChoice',
                id: 'l4-1',
                audio: AUDIO,
                transcript: { hanzi: '你好！' },
                options: options(['A', 'B', 'C'], ['你好', '再见', '谢谢']),
                answer: 'A',
              },
            ],
          },
        ],
      },
      {
        kind: 'reading',
        parts: [
          {
            type: 'pictureTrueFalse',
            items: [
              {
                type: 'pictureTrueFalse',
                id: 'r1-1',
                picture: PICTURE,
                text: { hanzi: '狗' },
                answer: false,
              },
            ],
          },
          {
            type: 'matchSentences',
            bank: options(['A', 'B'], ['我很好。', '不客气。']),
            items: [{ type: 'matchSentences', id: 'r2-1', text: { hanzi: '谢谢！' }, answer: 'B' }],
          },
          {
            type: 'gapFillWordBank',
            bank: options(['A', 'B'], ['是', '不']),
            items: [
              {
                type: 'gapFillWordBank',
                id: 'r3-1',
                text: { hanzi: '我（ ）中国人。' },
                answer: 'A',
              },
            ],
          },
        ],
      },
    ],
    ...extra,
  };
  return examPaperManifest.parse(input);
}

/** A lesson test: a choice, a character to write and a sentence to build (two orders accepted). */
export function lessonTest(slug = 'lesson-1-test'): ExamPaperManifest {
  return examPaperManifest.parse({
    slug,
    kind: 'lesson',
    title: { zh: '第一课测验', ar: 'اختبار الدرس الأول' },
    sections: [
      {
        kind: 'writing',
        parts: [
          {
            type: 'dialogueChoice',
            items: [
              {
                type: 'dialogueChoice',
                id: 'q1',
                audio: AUDIO,
                text: { hanzi: '你好吗？' },
                options: options(['A', 'B', 'C'], ['我很好', '再见', '谢谢']),
                answer: 'A',
              },
            ],
          },
          {
            type: 'writeCharacter',
            items: [
              {
                type: 'writeCharacter',
                id: 'q2',
                before: '我',
                pinyin: 'shì',
                after: '学生。',
                answer: '是',
              },
            ],
          },
          {
            type: 'buildSentence',
            items: [
              {
                type: 'buildSentence',
                id: 'q3',
                words: ['今天', '我', '去学校'],
                answer: [
                  [0, 1, 2],
                  [1, 0, 2],
                ],
              },
            ],
          },
        ],
      },
    ],
  } satisfies ExamPaperManifestInput);
}
