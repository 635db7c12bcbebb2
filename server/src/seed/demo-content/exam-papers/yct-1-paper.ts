import { text } from '../local-text';
import {
  gapFill,
  heardDialogue,
  heardMatch,
  heardPickPicture,
  heardTrueFalse,
  part,
  pictures,
  readMatch,
  readTrueFalse,
  texts,
  zh,
  type DemoPaper,
} from './paper-items';

/**
 * A full YCT 1 mock paper written for the demo (35 items: listening 4 × 5, reading 3 × 5) on the
 * level's words: numbers, family, colours, animals, food, greetings. The paper a learner's first
 * mock exam takes; it asks for no real name.
 */
export const yct1Paper: DemoPaper = {
  slug: 'yct-1-mock-1',
  kind: 'mock',
  title: text('YCT 1 模拟试卷', 'اختبار YCT 1 التجريبي', 'YCT 1 mock paper'),
  family: 'yct',
  level: 1,
  edition: 'yct-2018',
  format: 'full',
  requiresRealName: false,
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [
          heardTrueFalse('l1-1', 'yct1-l1-1', 'cat', true),
          heardTrueFalse('l1-2', 'yct1-l1-2', 'two', false),
          heardTrueFalse('l1-3', 'yct1-l1-3', 'red', true),
          heardTrueFalse('l1-4', 'yct1-l1-4', 'dad', false),
          heardTrueFalse('l1-5', 'yct1-l1-5', 'apple', true),
        ]),
        part('pickPicture', [
          heardPickPicture('l2-1', 'yct1-l2-1', ['dog', 'cat', 'fish'], 'A'),
          heardPickPicture('l2-2', 'yct1-l2-2', ['dad', 'youngerSister', 'elderBrother'], 'C'),
          heardPickPicture('l2-3', 'yct1-l2-3', ['green', 'yellow', 'blue'], 'B'),
          heardPickPicture('l2-4', 'yct1-l2-4', ['rice', 'noodles', 'watermelon'], 'A'),
          heardPickPicture('l2-5', 'yct1-l2-5', ['sun', 'moon', 'rain'], 'C'),
        ]),
        part(
          'matchSentences',
          [
            heardMatch('l3-1', 'yct1-l3-1', 'F'),
            heardMatch('l3-2', 'yct1-l3-2', 'B'),
            heardMatch('l3-3', 'yct1-l3-3', 'D'),
            heardMatch('l3-4', 'yct1-l3-4', 'A'),
            heardMatch('l3-5', 'yct1-l3-5', 'C'),
          ],
          pictures('book', 'water', 'bird', 'five', 'eyes', 'teacher'),
        ),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'yct1-l4-1',
            zh('他叫什么名字？', 'Tā jiào shénme míngzi?'),
            texts(zh('大卫', 'Dàwèi'), zh('小明', 'Xiǎomíng'), zh('玛丽', 'Mǎlì')),
            'A',
          ),
          heardDialogue(
            'l4-2',
            'yct1-l4-2',
            zh('他几岁？', 'Tā jǐ suì?'),
            texts(zh('六岁', 'liù suì'), zh('七岁', 'qī suì'), zh('八岁', 'bā suì')),
            'B',
          ),
          heardDialogue(
            'l4-3',
            'yct1-l4-3',
            zh('他家有几口人？', 'Tā jiā yǒu jǐ kǒu rén?'),
            texts(zh('两口', 'liǎng kǒu'), zh('四口', 'sì kǒu'), zh('三口', 'sān kǒu')),
            'C',
          ),
          heardDialogue(
            'l4-4',
            'yct1-l4-4',
            zh('她喜欢什么颜色？', 'Tā xǐhuan shénme yánsè?'),
            texts(zh('蓝色', 'lánsè'), zh('红色', 'hóngsè'), zh('白色', 'báisè')),
            'A',
          ),
          heardDialogue(
            'l4-5',
            'yct1-l4-5',
            zh('他喜欢什么动物？', 'Tā xǐhuan shénme dòngwù?'),
            texts(zh('猫', 'māo'), zh('熊猫', 'xióngmāo'), zh('鱼', 'yú')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('pictureTrueFalse', [
          readTrueFalse('r1-1', 'dog', zh('狗', 'gǒu'), true),
          readTrueFalse('r1-2', 'sun', zh('月亮', 'yuèliang'), false),
          readTrueFalse('r1-3', 'six', zh('六', 'liù'), true),
          readTrueFalse('r1-4', 'hand', zh('头', 'tóu'), false),
          readTrueFalse('r1-5', 'flower', zh('花', 'huā'), true),
        ]),
        part(
          'matchSentences',
          [
            readMatch('r2-1', zh('我在看书。', 'Wǒ zài kàn shū.'), 'B'),
            readMatch('r2-2', zh('爸爸喝茶。', 'Bàba hē chá.'), 'D'),
            readMatch('r2-3', zh('我去学校。', 'Wǒ qù xuéxiào.'), 'E'),
            readMatch('r2-4', zh('我喜欢吃香蕉。', 'Wǒ xǐhuan chī xiāngjiāo.'), 'A'),
            readMatch('r2-5', zh('妹妹在写字。', 'Mèimei zài xiě zì.'), 'C'),
          ],
          pictures('banana', 'read', 'write', 'tea', 'school', 'clothes'),
        ),
        part(
          'gapFillWordBank',
          [
            gapFill('r3-1', zh('我（ ）大卫。', 'Wǒ ( ) Dàwèi.'), 'A'),
            gapFill('r3-2', zh('我今年八（ ）。', 'Wǒ jīnnián bā ( ).'), 'B'),
            gapFill('r3-3', zh('我（ ）一只猫。', 'Wǒ ( ) yì zhī māo.'), 'E'),
            gapFill('r3-4', zh('他（ ）我哥哥。', 'Tā ( ) wǒ gēge.'), 'D'),
            gapFill('r3-5', zh('我（ ）吃苹果。', 'Wǒ ( ) chī píngguǒ.'), 'C'),
          ],
          texts(
            zh('叫', 'jiào'),
            zh('岁', 'suì'),
            zh('喜欢', 'xǐhuan'),
            zh('是', 'shì'),
            zh('有', 'yǒu'),
            zh('谢谢', 'xièxie'),
          ),
        ),
      ],
    },
  ],
};
