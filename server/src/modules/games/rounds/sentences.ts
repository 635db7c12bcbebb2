/**
 * The sentence builder's sentences, written for Qiao: short, correct sentences of the HSK 1–3
 * words, cut into the words a learner puts in order, each with its pinyin and its meaning in
 * Arabic and English. Level 1 holds the YCT course's lesson sentences and the exam papers' spoken
 * sentences (so their recordings play); no sentence repeats a word, so each order is one answer.
 */
export interface GameSentence {
  level: 1 | 2 | 3;
  /** The words in order. */
  words: string[];
  /** The sentence as written and spoken: the words and its closing mark. */
  text: string;
  pinyin: string;
  meaning: { ar: string; en: string };
}

/** `'我 是 学生。'`: the words parted by spaces, the closing mark after the last. */
function sentence(level: 1 | 2 | 3, spaced: string, pinyin: string, ar: string, en: string) {
  const mark = /[。？！]$/.exec(spaced)?.[0] ?? '';
  const words = spaced.slice(0, spaced.length - mark.length).split(' ');
  return { level, words, text: words.join('') + mark, pinyin, meaning: { ar, en } };
}

export const GAME_SENTENCES: readonly GameSentence[] = [
  sentence(1, '我 吃 米饭。', 'Wǒ chī mǐfàn.', 'آكل الأرز.', 'I eat rice.'),
  sentence(1, '我 要 喝 水。', 'Wǒ yào hē shuǐ.', 'أريد أن أشرب الماء.', 'I want to drink water.'),
  sentence(1, '我 五 岁。', 'Wǒ wǔ suì.', 'عمري خمس سنوات.', 'I am five years old.'),
  sentence(
    1,
    '这 是 我 哥哥。',
    'Zhè shì wǒ gēge.',
    'هذا أخي الأكبر.',
    'This is my elder brother.',
  ),
  sentence(1, '我 喜欢 黄色。', 'Wǒ xǐhuan huángsè.', 'أحبّ اللون الأصفر.', 'I like yellow.'),
  sentence(1, '我 是 学生。', 'Wǒ shì xuésheng.', 'أنا طالب.', 'I am a student.'),
  sentence(1, '这 是 我 妈妈。', 'Zhè shì wǒ māma.', 'هذه أمي.', 'This is my mum.'),
  sentence(
    1,
    '我 想 吃 苹果。',
    'Wǒ xiǎng chī píngguǒ.',
    'أريد أن آكل تفاحة.',
    'I want to eat an apple.',
  ),
  sentence(1, '现在 几 点？', 'Xiànzài jǐ diǎn?', 'كم الساعة الآن؟', 'What time is it now?'),
  sentence(1, '你 叫 什么 名字？', 'Nǐ jiào shénme míngzi?', 'ما اسمك؟', 'What is your name?'),
  sentence(1, '今天 下雨 了。', 'Jīntiān xià yǔ le.', 'اليوم تمطر.', "It's raining today."),
  sentence(2, '我 有 一 只 狗。', 'Wǒ yǒu yì zhī gǒu.', 'عندي كلب.', 'I have a dog.'),
  sentence(2, '这 是 我 的 书。', 'Zhè shì wǒ de shū.', 'هذا كتابي.', 'This is my book.'),
  sentence(2, '她 是 我 的 老师。', 'Tā shì wǒ de lǎoshī.', 'هي معلّمتي.', 'She is my teacher.'),
  sentence(
    2,
    '小鸟 在 树 上。',
    'Xiǎo niǎo zài shù shang.',
    'الطائر الصغير على الشجرة.',
    'The little bird is in the tree.',
  ),
  sentence(
    2,
    '我 每天 早上 喝 牛奶。',
    'Wǒ měitiān zǎoshang hē niúnǎi.',
    'أشرب الحليب كل صباح.',
    'I drink milk every morning.',
  ),
  sentence(
    2,
    '你 明天 去 学校 吗？',
    'Nǐ míngtiān qù xuéxiào ma?',
    'هل تذهب إلى المدرسة غدًا؟',
    'Are you going to school tomorrow?',
  ),
  sentence(
    2,
    '我 的 朋友 是 医生。',
    'Wǒ de péngyou shì yīshēng.',
    'صديقي طبيب.',
    'My friend is a doctor.',
  ),
  sentence(
    2,
    '我们 一起 去 商店 吧。',
    'Wǒmen yìqǐ qù shāngdiàn ba.',
    'هيا نذهب معًا إلى المتجر.',
    "Let's go to the shop together.",
  ),
  sentence(
    2,
    '他 在 家 看 电视。',
    'Tā zài jiā kàn diànshì.',
    'هو يشاهد التلفاز في البيت.',
    'He is watching TV at home.',
  ),
  sentence(2, '妈妈 在 做 饭。', 'Māma zài zuò fàn.', 'أمي تطبخ الطعام.', 'Mum is cooking.'),
  sentence(
    2,
    '今天 天气 很 好。',
    'Jīntiān tiānqì hěn hǎo.',
    'الطقس جميل اليوم.',
    'The weather is nice today.',
  ),
  sentence(
    3,
    '我 昨天 买 了 一 件 衣服。',
    'Wǒ zuótiān mǎi le yí jiàn yīfu.',
    'اشتريتُ أمس قطعة ملابس.',
    'I bought a piece of clothing yesterday.',
  ),
  sentence(
    3,
    '我 哥哥 在 医院 工作。',
    'Wǒ gēge zài yīyuàn gōngzuò.',
    'أخي الأكبر يعمل في المستشفى.',
    'My elder brother works at the hospital.',
  ),
  sentence(
    3,
    '你 喜欢 喝 茶 还是 咖啡？',
    'Nǐ xǐhuan hē chá háishi kāfēi?',
    'هل تحب أن تشرب الشاي أم القهوة؟',
    'Do you like to drink tea or coffee?',
  ),
  sentence(
    3,
    '我们 坐 飞机 去 北京。',
    'Wǒmen zuò fēijī qù Běijīng.',
    'نذهب إلى بكين بالطائرة.',
    'We are flying to Beijing.',
  ),
  sentence(
    3,
    '他 每天 骑 自行车 上班。',
    'Tā měitiān qí zìxíngchē shàngbān.',
    'يذهب إلى العمل بالدرّاجة كل يوم.',
    'He rides a bike to work every day.',
  ),
  sentence(
    3,
    '这 件 衣服 太 贵 了。',
    'Zhè jiàn yīfu tài guì le.',
    'هذه الملابس غالية جدًا.',
    'These clothes are too expensive.',
  ),
  sentence(
    3,
    '我 想 在 中国 学习 汉语。',
    'Wǒ xiǎng zài Zhōngguó xuéxí Hànyǔ.',
    'أريد أن أدرس اللغة الصينية في الصين.',
    'I want to study Chinese in China.',
  ),
  sentence(
    3,
    '桌子 上 有 一 个 杯子。',
    'Zhuōzi shang yǒu yí ge bēizi.',
    'على الطاولة كوب.',
    'There is a cup on the table.',
  ),
  sentence(
    3,
    '请 你 给 我 一 杯 水。',
    'Qǐng nǐ gěi wǒ yì bēi shuǐ.',
    'من فضلك أعطني كوب ماء.',
    'Please give me a glass of water.',
  ),
  sentence(
    3,
    '她 的 眼睛 很 漂亮。',
    'Tā de yǎnjing hěn piàoliang.',
    'عيناها جميلتان.',
    'Her eyes are beautiful.',
  ),
];
