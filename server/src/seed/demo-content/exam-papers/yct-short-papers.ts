import { text } from '../local-text';
import {
  buildSentence,
  gapFill,
  heardDialogue,
  heardPickPicture,
  heardTrueFalse,
  part,
  pictures,
  readMatch,
  readPassage,
  readTrueFalse,
  texts,
  writeCharacter,
  zh,
  type DemoPaper,
} from './paper-items';

/** Short YCT 3 and YCT 4 papers: one item in every part of the level's template, with pinyin. */
export const yct3ShortPaper: DemoPaper = {
  slug: 'yct-3-short-1',
  kind: 'mock',
  title: text('YCT 3 短卷', 'اختبار YCT 3 القصير', 'YCT 3 short paper'),
  family: 'yct',
  level: 3,
  edition: 'yct-2018',
  format: 'short',
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [heardTrueFalse('l1-1', 'yct3-l1-1', 'youngerSister', true)]),
        part('pickPicture', [
          heardPickPicture('l2-1', 'yct3-l2-1', ['sun', 'moon', 'flower'], 'B'),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l3-1',
            'yct3-l3-1',
            zh('他周末做什么？', 'Tā zhōumò zuò shénme?'),
            texts(zh('钓鱼', 'diào yú'), zh('游泳', 'yóuyǒng'), zh('看书', 'kàn shū')),
            'A',
          ),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'yct3-l4-1',
            zh('他吃了什么？', 'Tā chī le shénme?'),
            texts(zh('米饭', 'mǐfàn'), zh('苹果', 'píngguǒ'), zh('面条', 'miàntiáo')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('pictureTrueFalse', [
          readTrueFalse(
            'r1-1',
            'horse',
            zh('这匹马跑得很快。', 'Zhè pǐ mǎ pǎo de hěn kuài.'),
            true,
          ),
        ]),
        part(
          'matchSentences',
          [
            readMatch(
              'r2-1',
              zh('树上有一只小鸟在唱歌。', 'Shù shang yǒu yì zhī xiǎo niǎo zài chàng gē.'),
              'C',
            ),
          ],
          pictures('tree', 'tea', 'bird'),
        ),
        part(
          'gapFillWordBank',
          [gapFill('r3-1', zh('哥哥（ ）我高。', 'Gēge ( ) wǒ gāo.'), 'A')],
          texts(zh('比', 'bǐ'), zh('跟', 'gēn'), zh('再', 'zài')),
        ),
        part('passageQuestions', [
          readPassage(
            'r4-1',
            zh(
              '我叫小红，我家有四口人：爸爸、妈妈、哥哥和我。我哥哥十二岁，他很喜欢打篮球。',
              'Wǒ jiào Xiǎohóng, wǒ jiā yǒu sì kǒu rén: bàba, māma, gēge hé wǒ. Wǒ gēge shí’èr suì, tā hěn xǐhuan dǎ lánqiú.',
            ),
            zh('小红家有几口人？', 'Xiǎohóng jiā yǒu jǐ kǒu rén?'),
            texts(zh('三口', 'sān kǒu'), zh('四口', 'sì kǒu'), zh('五口', 'wǔ kǒu')),
            'B',
          ),
        ]),
      ],
    },
  ],
};

export const yct4ShortPaper: DemoPaper = {
  slug: 'yct-4-short-1',
  kind: 'mock',
  title: text('YCT 4 短卷', 'اختبار YCT 4 القصير', 'YCT 4 short paper'),
  family: 'yct',
  level: 4,
  edition: 'yct-2018',
  format: 'short',
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [heardTrueFalse('l1-1', 'yct4-l1-1', 'read', true)]),
        part('pickPicture', [heardPickPicture('l2-1', 'yct4-l2-1', ['sun', 'rain', 'stars'], 'B')]),
        part('dialogueChoice', [
          heardDialogue(
            'l3-1',
            'yct4-l3-1',
            zh('他想去做什么？', 'Tā xiǎng qù zuò shénme?'),
            texts(zh('踢足球', 'tī zúqiú'), zh('写作业', 'xiě zuòyè'), zh('睡觉', 'shuìjiào')),
            'A',
          ),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'yct4-l4-1',
            zh('她觉得哪件好看？', 'Tā juéde nǎ jiàn hǎokàn?'),
            texts(
              zh('蓝色的', 'lánsè de'),
              zh('黄色的', 'huángsè de'),
              zh('都不好看', 'dōu bù hǎokàn'),
            ),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('pictureTrueFalse', [
          readTrueFalse(
            'r1-1',
            'panda',
            zh('熊猫是中国特有的动物。', 'Xióngmāo shì Zhōngguó tèyǒu de dòngwù.'),
            true,
          ),
        ]),
        part(
          'matchSentences',
          [readMatch('r2-1', zh('对不起，我来晚了。', 'Duìbuqǐ, wǒ lái wǎn le.'), 'A')],
          texts(zh('没关系。', 'Méi guānxi.'), zh('我也这么想。', 'Wǒ yě zhème xiǎng.')),
        ),
        part(
          'gapFillWordBank',
          [
            gapFill(
              'r3-1',
              zh(
                '明天（ ）下雨，我们就不去公园了。',
                'Míngtiān ( ) xià yǔ, wǒmen jiù bú qù gōngyuán le.',
              ),
              'B',
            ),
          ],
          texts(zh('虽然', 'suīrán'), zh('如果', 'rúguǒ'), zh('一边', 'yìbiān')),
        ),
        part('passageQuestions', [
          readPassage(
            'r4-1',
            zh(
              '今天是妈妈的生日，我和爸爸一起给她做了一个大蛋糕。妈妈看到以后特别高兴。',
              'Jīntiān shì māma de shēngrì, wǒ hé bàba yìqǐ gěi tā zuò le yí gè dà dàngāo. Māma kàndào yǐhòu tèbié gāoxìng.',
            ),
            zh('他们给妈妈做了什么？', 'Tāmen gěi māma zuò le shénme?'),
            texts(zh('蛋糕', 'dàngāo'), zh('面条', 'miàntiáo'), zh('衣服', 'yīfu')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'writing',
      parts: [
        part('buildSentence', [
          buildSentence('w1-1', ['喜欢', '我', '汉语', '学习'], [1, 0, 3, 2]),
        ]),
        part('writeCharacter', [writeCharacter('w2-1', '我每天早上七点起', 'chuáng', '。', '床')]),
      ],
    },
  ],
};
