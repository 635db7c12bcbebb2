import type { ExamPaperManifestInput } from '@qiao/contracts/exam-manifest';

/** The files the test papers name, with bytes of their own so each is stored under its hash. */
export const EXAM_FILES: Record<string, string> = {
  'audio/cat.mp3': 'sound: 猫',
  'audio/three.mp3': 'sound: 三',
  'audio/red.mp3': 'sound: 红色',
  'audio/where.mp3': 'sound: 你去哪儿',
  'pictures/cat.webp': 'picture of a cat',
  'pictures/dog.webp': 'picture of a dog',
  'pictures/one.webp': 'picture of one',
  'pictures/three.webp': 'picture of three',
  'pictures/red.webp': 'picture of red',
};

const zh = (hanzi: string, pinyin?: string) => (pinyin ? { hanzi, pinyin } : { hanzi });

/**
 * A short YCT 1 mock paper: every part of the level's template with one item, listening items
 * with their sound, pictures in items, options and a part's bank.
 */
export function shortYctPaper(slug = 'yct-1-short-test'): ExamPaperManifestInput {
  return {
    slug,
    kind: 'mock',
    title: { zh: 'YCT一级 模拟（短）', ar: 'اختبار تجريبي قصير YCT 1', en: 'YCT 1 short mock' },
    family: 'yct',
    level: 1,
    edition: 'yct-2018',
    format: 'short',
    sections: [
      {
        kind: 'listening',
        parts: [
          {
            type: 'pictureTrueFalse',
            items: [
              {
                id: 'l1-1',
                type: 'pictureTrueFalse',
                audio: 'audio/cat.mp3',
                transcript: zh('猫', 'māo'),
                picture: 'pictures/cat.webp',
                answer: true,
              },
            ],
          },
          {
            type: 'pickPicture',
            items: [
              {
                id: 'l2-1',
                type: 'pickPicture',
                audio: 'audio/three.mp3',
                transcript: zh('三', 'sān'),
                options: [
                  { key: 'A', picture: 'pictures/one.webp' },
                  { key: 'B', picture: 'pictures/three.webp' },
                ],
                answer: 'B',
              },
            ],
          },
          {
            type: 'matchSentences',
            bank: [
              { key: 'A', picture: 'pictures/red.webp' },
              { key: 'B', picture: 'pictures/dog.webp' },
            ],
            items: [
              {
                id: 'l3-1',
                type: 'matchSentences',
                audio: 'audio/red.mp3',
                transcript: zh('红色', 'hóngsè'),
                answer: 'A',
              },
            ],
          },
          {
            type: 'dialogueChoice',
            items: [
              {
                id: 'l4-1',
                type: 'dialogueChoice',
                audio: 'audio/where.mp3',
                transcript: zh('你去哪儿？我去学校。', 'nǐ qù nǎr? wǒ qù xuéxiào.'),
                question: zh('他去哪儿？', 'tā qù nǎr?'),
                options: [
                  { key: 'A', text: zh('学校', 'xuéxiào') },
                  { key: 'B', text: zh('家', 'jiā') },
                  { key: 'C', text: zh('商店', 'shāngdiàn') },
                ],
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
                id: 'r1-1',
                type: 'pictureTrueFalse',
                picture: 'pictures/dog.webp',
                text: zh('猫', 'māo'),
                answer: false,
              },
            ],
          },
          {
            type: 'matchSentences',
            bank: [
              { key: 'A', text: zh('我很好。', 'wǒ hěn hǎo.') },
              { key: 'B', text: zh('不客气。', 'bú kèqi.') },
            ],
            items: [
              {
                id: 'r2-1',
                type: 'matchSentences',
                text: zh('谢谢！', 'xièxie!'),
                answer: 'B',
              },
            ],
          },
          {
            type: 'gapFillWordBank',
            bank: [
              { key: 'A', text: zh('猫', 'māo') },
              { key: 'B', text: zh('三', 'sān') },
            ],
            items: [
              {
                id: 'r3-1',
                type: 'gapFillWordBank',
                text: zh('我有（ ）个朋友。', 'wǒ yǒu ( ) gè péngyou.'),
                answer: 'B',
              },
            ],
          },
        ],
      },
    ],
  };
}

/** A lesson test of two items, as a class content of kind test names it. */
export function lessonTest(slug = 'yct-1-lesson-1-test'): ExamPaperManifestInput {
  return {
    slug,
    kind: 'lesson',
    title: { zh: '第一课 小测验', ar: 'اختبار الدرس الأول', en: 'Lesson 1 test' },
    sections: [
      {
        kind: 'reading',
        parts: [
          {
            type: 'pictureTrueFalse',
            items: [
              {
                id: 'q1',
                type: 'pictureTrueFalse',
                picture: 'pictures/cat.webp',
                text: zh('猫', 'māo'),
                answer: true,
              },
            ],
          },
          {
            type: 'buildSentence',
            items: [
              { id: 'q2', type: 'buildSentence', words: ['我', '是', '学生'], answer: [[0, 1, 2]] },
            ],
          },
        ],
      },
    ],
  };
}
