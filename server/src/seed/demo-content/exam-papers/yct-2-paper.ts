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
 * A full YCT 2 mock paper written for the demo (40 items: listening 4 × 5, reading 4 × 5) on the
 * level's words: time and dates, weather, the body, school, clothes, food, animals.
 */
export const yct2Paper: DemoPaper = {
  slug: 'yct-2-mock-1',
  kind: 'mock',
  title: text('YCT 2 模拟试卷', 'اختبار YCT 2 التجريبي', 'YCT 2 mock paper'),
  family: 'yct',
  level: 2,
  edition: 'yct-2018',
  format: 'full',
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [
          heardTrueFalse('l1-1', 'yct2-l1-1', 'read', true),
          heardTrueFalse('l1-2', 'yct2-l1-2', 'sun', false),
          heardTrueFalse('l1-3', 'yct2-l1-3', 'eyes', true),
          heardTrueFalse('l1-4', 'yct2-l1-4', 'black', false),
          heardTrueFalse('l1-5', 'yct2-l1-5', 'noodles', true),
        ]),
        part('pickPicture', [
          heardPickPicture('l2-1', 'yct2-l2-1', ['red', 'green', 'yellow'], 'A'),
          heardPickPicture('l2-2', 'yct2-l2-2', ['apple', 'banana', 'watermelon'], 'C'),
          heardPickPicture('l2-3', 'yct2-l2-3', ['eyes', 'ears', 'mouth'], 'B'),
          heardPickPicture('l2-4', 'yct2-l2-4', ['school', 'shop', 'home'], 'B'),
          heardPickPicture('l2-5', 'yct2-l2-5', ['stars', 'sun', 'flower'], 'A'),
        ]),
        part(
          'matchSentences',
          [
            heardMatch('l3-1', 'yct2-l3-1', 'A'),
            heardMatch('l3-2', 'yct2-l3-2', 'B'),
            heardMatch('l3-3', 'yct2-l3-3', 'C'),
            heardMatch('l3-4', 'yct2-l3-4', 'D'),
            heardMatch('l3-5', 'yct2-l3-5', 'E'),
          ],
          pictures('horse', 'mountain', 'mum', 'water', 'tree', 'mouth'),
        ),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'yct2-l4-1',
            zh('现在几点？', 'Xiànzài jǐ diǎn?'),
            texts(zh('七点', 'qī diǎn'), zh('八点', 'bā diǎn'), zh('十点', 'shí diǎn')),
            'B',
          ),
          heardDialogue(
            'l4-2',
            'yct2-l4-2',
            zh('她的生日是哪天？', 'Tā de shēngrì shì nǎ tiān?'),
            texts(
              zh('五月三号', 'wǔ yuè sān hào'),
              zh('三月五号', 'sān yuè wǔ hào'),
              zh('五月十号', 'wǔ yuè shí hào'),
            ),
            'A',
          ),
          heardDialogue(
            'l4-3',
            'yct2-l4-3',
            zh('他去哪儿？', 'Tā qù nǎr?'),
            texts(zh('学校', 'xuéxiào'), zh('商店', 'shāngdiàn'), zh('朋友家', 'péngyou jiā')),
            'C',
          ),
          heardDialogue(
            'l4-4',
            'yct2-l4-4',
            zh('他会做什么？', 'Tā huì zuò shénme?'),
            texts(zh('唱歌', 'chàng gē'), zh('游泳', 'yóuyǒng'), zh('跳舞', 'tiàowǔ')),
            'B',
          ),
          heardDialogue(
            'l4-5',
            'yct2-l4-5',
            zh('今天天气怎么样？', 'Jīntiān tiānqì zěnmeyàng?'),
            texts(zh('很冷', 'hěn lěng'), zh('很热', 'hěn rè'), zh('下雨', 'xià yǔ')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('pictureTrueFalse', [
          readTrueFalse('r1-1', 'horse', zh('马', 'mǎ'), true),
          readTrueFalse('r1-2', 'ears', zh('嘴', 'zuǐ'), false),
          readTrueFalse('r1-3', 'tree', zh('树', 'shù'), true),
          readTrueFalse('r1-4', 'green', zh('黄色', 'huángsè'), false),
          readTrueFalse('r1-5', 'rice', zh('米饭', 'mǐfàn'), true),
        ]),
        part(
          'matchSentences',
          [
            readMatch('r2-1', zh('河里有很多鱼。', 'Hé li yǒu hěn duō yú.'), 'C'),
            readMatch('r2-2', zh('熊猫很可爱。', 'Xióngmāo hěn kě’ài.'), 'E'),
            readMatch('r2-3', zh('今天太阳很大。', 'Jīntiān tàiyáng hěn dà.'), 'B'),
            readMatch('r2-4', zh('我回家了。', 'Wǒ huí jiā le.'), 'D'),
            readMatch('r2-5', zh('妹妹送我一朵花。', 'Mèimei sòng wǒ yì duǒ huā.'), 'F'),
          ],
          pictures('write', 'sun', 'fish', 'home', 'panda', 'flower'),
        ),
        part(
          'gapFillWordBank',
          [
            gapFill('r3-1', zh('我（ ）妈妈一起去商店。', 'Wǒ ( ) māma yìqǐ qù shāngdiàn.'), 'D'),
            gapFill('r3-2', zh('这件衣服（ ）漂亮。', 'Zhè jiàn yīfu ( ) piàoliang.'), 'B'),
            gapFill('r3-3', zh('哥哥（ ）学校。', 'Gēge ( ) xuéxiào.'), 'A'),
            gapFill('r3-4', zh('我（ ）说汉语。', 'Wǒ ( ) shuō Hànyǔ.'), 'C'),
            gapFill('r3-5', zh('我（ ）喝水。', 'Wǒ ( ) hē shuǐ.'), 'E'),
          ],
          texts(
            zh('在', 'zài'),
            zh('很', 'hěn'),
            zh('会', 'huì'),
            zh('和', 'hé'),
            zh('想', 'xiǎng'),
            zh('的', 'de'),
          ),
        ),
        part('dialogueChoice', [
          readDialogue(
            'r4-1',
            zh('你今天怎么来学校？我坐车来。', 'Nǐ jīntiān zěnme lái xuéxiào? Wǒ zuò chē lái.'),
            zh('他怎么来学校？', 'Tā zěnme lái xuéxiào?'),
            texts(zh('走路', 'zǒu lù'), zh('坐车', 'zuò chē'), zh('骑车', 'qí chē')),
            'B',
          ),
          readDialogue(
            'r4-2',
            zh('你哥哥多大？他十五岁。', 'Nǐ gēge duō dà? Tā shíwǔ suì.'),
            zh('哥哥几岁？', 'Gēge jǐ suì?'),
            texts(zh('十岁', 'shí suì'), zh('五岁', 'wǔ suì'), zh('十五岁', 'shíwǔ suì')),
            'C',
          ),
          readDialogue(
            'r4-3',
            zh('你喜欢什么水果？我喜欢苹果。', 'Nǐ xǐhuan shénme shuǐguǒ? Wǒ xǐhuan píngguǒ.'),
            zh('她喜欢什么？', 'Tā xǐhuan shénme?'),
            texts(zh('苹果', 'píngguǒ'), zh('香蕉', 'xiāngjiāo'), zh('西瓜', 'xīguā')),
            'A',
          ),
          readDialogue(
            'r4-4',
            zh('明天星期几？明天星期六。', 'Míngtiān xīngqī jǐ? Míngtiān xīngqīliù.'),
            zh('明天星期几？', 'Míngtiān xīngqī jǐ?'),
            texts(zh('星期五', 'xīngqīwǔ'), zh('星期六', 'xīngqīliù'), zh('星期天', 'xīngqītiān')),
            'B',
          ),
          readDialogue(
            'r4-5',
            zh('你的笔呢？在桌子上。', 'Nǐ de bǐ ne? Zài zhuōzi shang.'),
            zh('笔在哪儿？', 'Bǐ zài nǎr?'),
            texts(
              zh('书包里', 'shūbāo li'),
              zh('椅子上', 'yǐzi shang'),
              zh('桌子上', 'zhuōzi shang'),
            ),
            'C',
          ),
        ]),
      ],
    },
  ],
};
