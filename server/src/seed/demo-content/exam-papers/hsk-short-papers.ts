import type { LocalText } from '@qiao/contracts/catalogue';
import { text } from '../local-text';
import {
  buildSentence,
  gapFill,
  heardDialogue,
  heardMatch,
  heardPassage,
  heardTrueFalse,
  orderSentences,
  part,
  pictures,
  readDialogue,
  readMatch,
  readPassage,
  readTrueFalse,
  texts,
  writeCharacter,
  zh,
  type DemoPaper,
} from './paper-items';

/** A short paper's head: one to three items in every part of its level's template. */
function shortHsk(level: number, title: LocalText): Omit<DemoPaper, 'sections'> {
  return {
    slug: `hsk-${level}-short-1`,
    kind: 'mock',
    title,
    family: 'hsk',
    level,
    edition: 'hsk-2.0',
    format: 'short',
  };
}

export const hsk2ShortPaper: DemoPaper = {
  ...shortHsk(2, text('HSK 2 短卷', 'اختبار HSK 2 القصير', 'HSK 2 short paper')),
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [heardTrueFalse('l1-1', 'hsk2-l1-1', 'read', true)]),
        part(
          'matchSentences',
          [heardMatch('l2-1', 'hsk2-l2-1', 'C'), heardMatch('l2-2', 'hsk2-l2-2', 'B')],
          pictures('fish', 'watermelon', 'rain'),
        ),
        part('dialogueChoice', [
          heardDialogue(
            'l3-1',
            'hsk2-l3-1',
            zh('他哪儿不舒服？', 'Tā nǎr bù shūfu?'),
            texts(zh('眼睛', 'yǎnjing'), zh('耳朵', 'ěrduo'), zh('手', 'shǒu')),
            'A',
          ),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'hsk2-l4-1',
            zh('手机在哪儿？', 'Shǒujī zài nǎr?'),
            texts(
              zh('书包里', 'shūbāo li'),
              zh('桌子上', 'zhuōzi shang'),
              zh('床上', 'chuáng shang'),
            ),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part(
          'matchSentences',
          [
            readMatch('r1-1', zh('谢谢你的帮助。', 'Xièxie nǐ de bāngzhù.'), 'A'),
            readMatch('r1-2', zh('小王今天怎么没来？', 'Xiǎo Wáng jīntiān zěnme méi lái?'), 'C'),
          ],
          texts(
            zh('不客气。', 'Bú kèqi.'),
            zh('好的，明天见。', 'Hǎo de, míngtiān jiàn.'),
            zh('他去医院了。', 'Tā qù yīyuàn le.'),
          ),
        ),
        part(
          'gapFillWordBank',
          [gapFill('r2-1', zh('他（ ）到家了。', 'Tā ( ) dào jiā le.'), 'C')],
          texts(zh('准备', 'zhǔnbèi'), zh('因为', 'yīnwèi'), zh('已经', 'yǐjīng')),
        ),
        part('pictureTrueFalse', [
          readTrueFalse(
            'r3-1',
            'youngerSister',
            zh('这是我妹妹，她今年十岁。', 'Zhè shì wǒ mèimei, tā jīnnián shí suì.'),
            true,
          ),
        ]),
        part(
          'matchSentences',
          [
            readMatch('r4-1', zh('这件衣服八百块。', 'Zhè jiàn yīfu bābǎi kuài.'), 'B'),
            readMatch(
              'r4-2',
              zh('已经九点了，快要迟到了。', 'Yǐjīng jiǔ diǎn le, kuài yào chídào le.'),
              'A',
            ),
          ],
          texts(
            zh('我们坐出租车去吧。', 'Wǒmen zuò chūzūchē qù ba.'),
            zh('太贵了，便宜一点儿吧。', 'Tài guì le, piányi yìdiǎnr ba.'),
          ),
        ),
      ],
    },
  ],
};

export const hsk3ShortPaper: DemoPaper = {
  ...shortHsk(3, text('HSK 3 短卷', 'اختبار HSK 3 القصير', 'HSK 3 short paper')),
  sections: [
    {
      kind: 'listening',
      parts: [
        part(
          'matchSentences',
          [heardMatch('l1-1', 'hsk3-l1-1', 'B')],
          pictures('panda', 'mountain', 'tea'),
        ),
        part('pictureTrueFalse', [heardTrueFalse('l2-1', 'hsk3-l2-1', 'tea', true)]),
        part('dialogueChoice', [
          heardDialogue(
            'l3-1',
            'hsk3-l3-1',
            zh('作业怎么样了？'),
            texts(zh('写完了'), zh('还没写完'), zh('忘了写')),
            'B',
          ),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l4-1',
            'hsk3-l4-1',
            zh('他周末要做什么？'),
            texts(zh('去看爷爷奶奶'), zh('在家休息'), zh('去公司')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part(
          'matchSentences',
          [readMatch('r1-1', zh('都八点了，小李怎么还没来？'), 'A')],
          texts(zh('别担心，他一会儿就到。'), zh('我觉得蓝色的更好看。')),
        ),
        part(
          'gapFillWordBank',
          [gapFill('r2-1', zh('我们等了两个小时，他（ ）来了。'), 'C')],
          texts(zh('一直'), zh('突然'), zh('终于')),
        ),
        part('passageQuestions', [
          readPassage(
            'r3-1',
            zh('小明很喜欢运动，每天下午放学以后都去打篮球，所以他的身体很好。'),
            zh('小明为什么身体好？'),
            texts(zh('经常运动'), zh('吃得多'), zh('睡得早')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'writing',
      parts: [
        part('buildSentence', [
          buildSentence('w1-1', ['写完了', '我', '作业', '把'], [1, 3, 2, 0]),
        ]),
        part('writeCharacter', [writeCharacter('w2-1', '我们一起去', 'chī', '饭吧。', '吃')]),
      ],
    },
  ],
};

export const hsk4ShortPaper: DemoPaper = {
  ...shortHsk(4, text('HSK 4 短卷', 'اختبار HSK 4 القصير', 'HSK 4 short paper')),
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [heardTrueFalse('l1-1', 'hsk4-l1-1', 'read', true)]),
        part('dialogueChoice', [
          heardDialogue(
            'l2-1',
            'hsk4-l2-1',
            zh('他还要复习什么？'),
            texts(zh('语法'), zh('汉字'), zh('听力'), zh('口语')),
            'A',
          ),
        ]),
        part('dialogueChoice', [
          heardDialogue(
            'l3-1',
            'hsk4-l3-1',
            zh('新公司怎么样？'),
            texts(zh('工资很高'), zh('离家很近'), zh('同事很多'), zh('很有名')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part(
          'gapFillWordBank',
          [gapFill('r1-1', zh('你（ ）已经决定了，就不要再犹豫了。'), 'A')],
          texts(zh('既然'), zh('竟然'), zh('按时'), zh('提醒'), zh('尤其')),
        ),
        part('orderSentences', [
          orderSentences(
            'r2-1',
            ['但是他一直没有放弃', '虽然这次比赛他输了', '所以大家都很佩服他'],
            ['B', 'A', 'C'],
          ),
        ]),
        part('passageQuestions', [
          readPassage(
            'r3-1',
            zh('很多人认为，早上起床后喝一杯温水对身体有好处，它可以帮助我们补充夜里失去的水分。'),
            zh('早上喝温水有什么好处？'),
            texts(zh('补充水分'), zh('减轻压力'), zh('提高成绩'), zh('帮助睡眠')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'writing',
      parts: [
        part('buildSentence', [
          buildSentence('w1-1', ['被', '那本书', '借走了', '妹妹'], [1, 0, 3, 2]),
        ]),
        part('writeCharacter', [writeCharacter('w2-1', '他对这个城市很', 'shú', '悉。', '熟')]),
      ],
    },
  ],
};

export const hsk5ShortPaper: DemoPaper = {
  ...shortHsk(5, text('HSK 5 短卷', 'اختبار HSK 5 القصير', 'HSK 5 short paper')),
  sections: [
    {
      kind: 'listening',
      parts: [
        part('dialogueChoice', [
          heardDialogue(
            'l1-1',
            'hsk5-l1-1',
            zh('男的下午之前要做什么？'),
            texts(zh('交报告'), zh('开会'), zh('打印材料'), zh('联系客户')),
            'A',
          ),
        ]),
        part('passageQuestions', [
          heardPassage(
            'l2-1',
            'hsk5-l2-1',
            zh('午睡多长时间最合适？'),
            texts(zh('十分钟'), zh('二十分钟左右'), zh('一个小时'), zh('越长越好')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part(
          'gapFillWordBank',
          [gapFill('r1-1', zh('刚到一个新环境，感到不习惯是（ ）的。'), 'D')],
          texts(zh('逐渐'), zh('甚至'), zh('果然'), zh('难免')),
        ),
        part('passageQuestions', [
          readPassage(
            'r2-1',
            zh('那家小饭馆虽然不大，但是菜做得特别地道，价格也合理，所以每到周末总是坐满了客人。'),
            zh('关于那家饭馆，可以知道什么？'),
            texts(zh('很受欢迎'), zh('菜很贵'), zh('只在周末开门'), zh('环境很大')),
            'A',
          ),
        ]),
        part('passageQuestions', [
          readPassage(
            'r3-1',
            zh(
              '学习一门语言，最重要的不是记住多少单词，而是敢于开口，在交流中不断改正自己的错误。',
            ),
            zh('这段话主要谈的是什么？'),
            texts(zh('怎样学好语言'), zh('单词的数量'), zh('老师的作用'), zh('考试的方法')),
            'A',
          ),
        ]),
      ],
    },
    {
      kind: 'writing',
      parts: [
        part('buildSentence', [
          buildSentence('w1-1', ['这个问题', '得到', '已经', '解决'], [0, 2, 1, 3]),
        ]),
        part('writeCharacter', [
          writeCharacter('w2-1', '经过大家的努力，问题终于解', 'jué', '了。', '决'),
        ]),
      ],
    },
  ],
};

export const hsk6ShortPaper: DemoPaper = {
  ...shortHsk(6, text('HSK 6 短卷', 'اختبار HSK 6 القصير', 'HSK 6 short paper')),
  sections: [
    {
      kind: 'listening',
      parts: [
        part('pictureTrueFalse', [heardTrueFalse('l1-1', 'hsk6-l1-1', 'write', true)]),
        part('dialogueChoice', [
          heardDialogue(
            'l2-1',
            'hsk6-l2-1',
            zh('女的认为创业最需要什么？'),
            texts(zh('坚持'), zh('资金'), zh('经验'), zh('人脉')),
            'A',
          ),
        ]),
        part('passageQuestions', [
          heardPassage(
            'l3-1',
            'hsk6-l3-1',
            zh('这段话主要说丝绸之路怎么样？'),
            texts(zh('只是贸易之路'), zh('促进了文化交流'), zh('已经消失'), zh('路程很短')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'reading',
      parts: [
        part('dialogueChoice', [
          readDialogue(
            'r1-1',
            zh('请选出有语病的一句。'),
            undefined,
            texts(
              zh('他的汉语说得非常流利。'),
              zh('通过这次活动，使我们学到了很多。'),
              zh('这本书我已经看了三遍。'),
              zh('天气预报说明天有雨。'),
            ),
            'B',
          ),
        ]),
        part(
          'gapFillWordBank',
          [gapFill('r2-1', zh('他在公司里的地位（ ），大家都听他的。'), 'B')],
          texts(zh('不可思议'), zh('举足轻重'), zh('与众不同')),
        ),
        part('orderSentences', [
          orderSentences(
            'r3-1',
            ['并逐渐形成了自己的风格', '他从小就开始学习绘画', '后来又到国外深造'],
            ['B', 'C', 'A'],
          ),
        ]),
        part('passageQuestions', [
          readPassage(
            'r4-1',
            zh(
              '随着互联网的普及，越来越多的人选择在网上购物。这种方式方便快捷，但也带来了退货、假货等新问题。',
            ),
            zh('关于网上购物，下列哪项正确？'),
            texts(zh('没有任何问题'), zh('既方便也有问题'), zh('越来越少人使用'), zh('只能买书')),
            'B',
          ),
        ]),
      ],
    },
    {
      kind: 'writing',
      parts: [
        part('buildSentence', [
          buildSentence('w1-1', ['的', '这篇文章', '观点', '十分新颖'], [1, 0, 2, 3]),
        ]),
      ],
    },
  ],
};
