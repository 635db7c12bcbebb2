import { text } from '../local-text';
import {
  gapFill,
  heardDialogue,
  heardMatch,
  heardPickPicture,
  heardTrueFalse,
  part,
  pictures,
  readDialogue,
  readMatch,
  readTrueFalse,
  texts,
  zh,
  type DemoPaper,
} from './paper-items';

/**
 * A full HSK 1 mock paper written for the demo (40 items: listening 4 × 5, reading 4 × 5) on the
 * level's words: greetings, people, numbers, time, food, places. It leads to a certificate, so
 * the learner gives a real name before starting.
 */
export const hsk1Paper: DemoPaper = {
  slug: 'hsk-1-mock-1',
  kind: 'mock',
  title: text('HSK 1 模拟试卷', 'اختبار HSK 1 التجريبي', 'HSK 1 mock paper'),
  family: 'hsk',
  level: 1,
  edition: 'hsk-2.0',
  format: 'full',
  requiresRealName: true,
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [
          heardTrueFalse('l1-1', 'hsk1-l1-1', 'tea', true),
          heardTrueFalse('l1-2', 'hsk1-l1-2', 'write', false),
          heardTrueFalse('l1-3', 'hsk1-l1-3', 'three', true),
          heardTrueFalse('l1-4', 'hsk1-l1-4', 'sun', false),
          heardTrueFalse('l1-5', 'hsk1-l1-5', 'teacher', true),
        ]),
        part('pickPicture', [
          heardPickPicture('l2-1', 'hsk1-l2-1', ['rice', 'noodles', 'apple'], 'A'),
          heardPickPicture('l2-2', 'hsk1-l2-2', ['dog', 'fish', 'cat'], 'C'),
          heardPickPicture('l2-3', 'hsk1-l2-3', ['home', 'school', 'shop'], 'B'),
          heardPickPicture('l2-4', 'hsk1-l2-4', ['write', 'read', 'eat'], 'A'),
          heardPickPicture('l2-5', 'hsk1-l2-5', ['dad', 'mum', 'teacher'], 'B'),
        ]),
        part(
          'matchSentences',
          [
            heardMatch('l3-1', 'hsk1-l3-1', 'A'),
            heardMatch('l3-2', 'hsk1-l3-2', 'B'),
            heardMatch('l3-3', 'hsk1-l3-3', 'C'),
            heardMatch('l3-4', 'hsk1-l3-4', 'E'),
            heardMatch('l3-5', 'hsk1-l3-5', 'F'),
          ],
          pictures('water', 'shop', 'student', 'moon', 'clothes', 'noodles'),
        ),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'hsk1-l4-1',
            zh('他什么时候去北京？', 'Tā shénme shíhou qù Běijīng?'),
            texts(zh('今天', 'jīntiān'), zh('明天', 'míngtiān'), zh('昨天', 'zuótiān')),
            'B',
          ),
          heardDialogue(
            'l4-2',
            'hsk1-l4-2',
            zh('现在几点？', 'Xiànzài jǐ diǎn?'),
            texts(zh('十点', 'shí diǎn'), zh('四点', 'sì diǎn'), zh('七点', 'qī diǎn')),
            'A',
          ),
          heardDialogue(
            'l4-3',
            'hsk1-l4-3',
            zh('杯子多少钱？', 'Bēizi duōshao qián?'),
            texts(zh('十块', 'shí kuài'), zh('十二块', 'shí’èr kuài'), zh('二十块', 'èrshí kuài')),
            'C',
          ),
          heardDialogue(
            'l4-4',
            'hsk1-l4-4',
            zh('他是哪国人？', 'Tā shì nǎ guó rén?'),
            texts(
              zh('中国人', 'Zhōngguó rén'),
              zh('日本人', 'Rìběn rén'),
              zh('美国人', 'Měiguó rén'),
            ),
            'A',
          ),
          heardDialogue(
            'l4-5',
            'hsk1-l4-5',
            zh('儿子几岁？', 'Érzi jǐ suì?'),
            texts(zh('五岁', 'wǔ suì'), zh('六岁', 'liù suì'), zh('七岁', 'qī suì')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('pictureTrueFalse', [
          readTrueFalse('r1-1', 'cat', zh('猫', 'māo'), true),
          readTrueFalse('r1-2', 'book', zh('书', 'shū'), true),
          readTrueFalse('r1-3', 'seven', zh('八', 'bā'), false),
          readTrueFalse('r1-4', 'water', zh('茶', 'chá'), false),
          readTrueFalse('r1-5', 'shop', zh('商店', 'shāngdiàn'), true),
        ]),
        part(
          'matchSentences',
          [
            readMatch('r2-1', zh('我很喜欢这只小狗。', 'Wǒ hěn xǐhuan zhè zhī xiǎo gǒu.'), 'E'),
            readMatch('r2-2', zh('爸爸在家。', 'Bàba zài jiā.'), 'D'),
            readMatch('r2-3', zh('今天天气很好。', 'Jīntiān tiānqì hěn hǎo.'), 'C'),
            readMatch('r2-4', zh('她在看书。', 'Tā zài kàn shū.'), 'B'),
            readMatch('r2-5', zh('我们吃饭吧。', 'Wǒmen chī fàn ba.'), 'A'),
          ],
          pictures('eat', 'read', 'sun', 'home', 'dog', 'school'),
        ),
        part('dialogueChoice', [
          readDialogue(
            'r3-1',
            zh('你叫什么名字？', 'Nǐ jiào shénme míngzi?'),
            undefined,
            texts(
              zh('我叫李明。', 'Wǒ jiào Lǐ Míng.'),
              zh('我八岁。', 'Wǒ bā suì.'),
              zh('他是老师。', 'Tā shì lǎoshī.'),
            ),
            'A',
          ),
          readDialogue(
            'r3-2',
            zh('你是哪国人？', 'Nǐ shì nǎ guó rén?'),
            undefined,
            texts(
              zh('我是学生。', 'Wǒ shì xuésheng.'),
              zh('我是中国人。', 'Wǒ shì Zhōngguó rén.'),
              zh('我很好。', 'Wǒ hěn hǎo.'),
            ),
            'B',
          ),
          readDialogue(
            'r3-3',
            zh('你想吃什么？', 'Nǐ xiǎng chī shénme?'),
            undefined,
            texts(
              zh('十块钱。', 'Shí kuài qián.'),
              zh('在商店。', 'Zài shāngdiàn.'),
              zh('我想吃米饭。', 'Wǒ xiǎng chī mǐfàn.'),
            ),
            'C',
          ),
          readDialogue(
            'r3-4',
            zh('你会说汉语吗？', 'Nǐ huì shuō Hànyǔ ma?'),
            undefined,
            texts(
              zh('会，一点儿。', 'Huì, yìdiǎnr.'),
              zh('明天。', 'Míngtiān.'),
              zh('不客气。', 'Bú kèqi.'),
            ),
            'A',
          ),
          readDialogue(
            'r3-5',
            zh('今天几号？', 'Jīntiān jǐ hào?'),
            undefined,
            texts(
              zh('星期一。', 'Xīngqīyī.'),
              zh('九月一号。', 'Jiǔ yuè yī hào.'),
              zh('三点。', 'Sān diǎn.'),
            ),
            'B',
          ),
        ]),
        part(
          'gapFillWordBank',
          [
            gapFill('r4-1', zh('你（ ）岁了？', 'Nǐ ( ) suì le?'), 'A'),
            gapFill('r4-2', zh('这个苹果（ ）钱？', 'Zhège píngguǒ ( ) qián?'), 'B'),
            gapFill(
              'r4-3',
              zh('我叫王方，很高兴（ ）你。', 'Wǒ jiào Wáng Fāng, hěn gāoxìng ( ) nǐ.'),
              'F',
            ),
            gapFill('r4-4', zh('你的（ ）是什么？', 'Nǐ de ( ) shì shénme?'), 'C'),
            gapFill('r4-5', zh('学校在商店（ ）。', 'Xuéxiào zài shāngdiàn ( ).'), 'D'),
          ],
          texts(
            zh('几', 'jǐ'),
            zh('多少', 'duōshao'),
            zh('名字', 'míngzi'),
            zh('前面', 'qiánmiàn'),
            zh('喜欢', 'xǐhuan'),
            zh('认识', 'rènshi'),
          ),
        ),
      ],
    },
  ],
};
