import { text } from '../local-text';
import {
  buildSentence,
  gapFill,
  heardDialogue,
  part,
  readMatch,
  readTrueFalse,
  texts,
  zh,
  type DemoPaper,
} from './paper-items';

/**
 * Lesson tests: one untimed section that a class content of kind test names by slug, mixing item
 * types with pictures and one thing to hear. YCT lesson 1 is "hello"; HSK lesson 1 is "hello" too.
 */
export const yctLesson1Test: DemoPaper = {
  slug: 'yct-1-lesson-1-test',
  kind: 'lesson',
  title: text('第1课 小测验：你好', 'اختبار الدرس 1: مرحبًا', 'Lesson 1 test: Hello'),
  sections: [
    {
      kind: 'reading',
      parts: [
        part('dialogueChoice', [
          heardDialogue(
            'q1',
            'yct1-lesson1-q1',
            zh('他说什么？', 'Tā shuō shénme?'),
            texts(zh('你好！', 'Nǐ hǎo!'), zh('再见！', 'Zàijiàn!'), zh('谢谢！', 'Xièxie!')),
            'A',
          ),
        ]),
        part('pictureTrueFalse', [
          readTrueFalse('q2', 'teacher', zh('老师', 'lǎoshī'), true),
          readTrueFalse('q3', 'student', zh('老师', 'lǎoshī'), false),
        ]),
        part(
          'matchSentences',
          [
            readMatch('q4', zh('谢谢！', 'Xièxie!'), 'C'),
            readMatch('q5', zh('你好！', 'Nǐ hǎo!'), 'A'),
          ],
          texts(zh('你好！', 'Nǐ hǎo!'), zh('再见！', 'Zàijiàn!'), zh('不客气。', 'Bú kèqi.')),
        ),
        part('buildSentence', [buildSentence('q6', ['好', '老师'], [1, 0])]),
      ],
    },
  ],
};

export const hskLesson1Test: DemoPaper = {
  slug: 'hsk-1-lesson-1-test',
  kind: 'lesson',
  title: text('第1课 小测验：你好', 'اختبار الدرس 1: مرحبًا', 'Lesson 1 test: Hello'),
  sections: [
    {
      kind: 'reading',
      parts: [
        part('dialogueChoice', [
          heardDialogue(
            'q1',
            'hsk1-lesson1-q1',
            zh('第一个人说什么？', 'Dì yī gè rén shuō shénme?'),
            texts(zh('对不起', 'duìbuqǐ'), zh('谢谢', 'xièxie'), zh('再见', 'zàijiàn')),
            'A',
          ),
        ]),
        part(
          'matchSentences',
          [
            readMatch('q2', zh('对不起。', 'Duìbuqǐ.'), 'A'),
            readMatch('q3', zh('再见！', 'Zàijiàn!'), 'B'),
          ],
          texts(zh('没关系。', 'Méi guānxi.'), zh('再见！', 'Zàijiàn!'), zh('你好！', 'Nǐ hǎo!')),
        ),
        part(
          'gapFillWordBank',
          [gapFill('q4', zh('老师，（ ）好！', 'Lǎoshī, ( ) hǎo!'), 'A')],
          texts(zh('您', 'nín'), zh('是', 'shì')),
        ),
        part('pictureTrueFalse', [readTrueFalse('q5', 'student', zh('学生', 'xuésheng'), true)]),
        part('buildSentence', [buildSentence('q6', ['好', '您'], [1, 0])]),
      ],
    },
  ],
};
