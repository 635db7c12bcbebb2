import { text, word, type DemoWord } from './local-text';

/** One lesson of the YCT level 1 course: its topic, words and a sentence to say. */
export interface YctLesson {
  topic: ReturnType<typeof text>;
  words: DemoWord[];
  sentence: DemoWord;
}

/** The twelve topics of YCT level 1, as the spec's course lists them (§9). */
export const YCT_LESSONS: YctLesson[] = [
  {
    topic: text('你好', 'مرحبًا', 'Hello'),
    words: [
      word('你好', 'nǐ hǎo', 'مرحبًا', 'hello'),
      word('再见', 'zàijiàn', 'مع السلامة', 'goodbye'),
      word('老师', 'lǎoshī', 'المعلّم', 'teacher'),
      word('同学', 'tóngxué', 'زميل الصف', 'classmate'),
    ],
    sentence: word('老师好！', 'Lǎoshī hǎo!', 'مرحبًا يا معلّمي!', 'Hello, teacher!'),
  },
  {
    topic: text('谢谢', 'شكرًا', 'Thank you'),
    words: [
      word('谢谢', 'xièxie', 'شكرًا', 'thank you'),
      word('不客气', 'bú kèqi', 'عفوًا', "you're welcome"),
      word('对不起', 'duìbuqǐ', 'آسف', 'sorry'),
      word('没关系', 'méi guānxi', 'لا بأس', "it's all right"),
    ],
    sentence: word('谢谢你！', 'Xièxie nǐ!', 'شكرًا لك!', 'Thank you!'),
  },
  {
    topic: text('你叫什么名字', 'ما اسمك؟', "What's your name?"),
    words: [
      word('名字', 'míngzi', 'الاسم', 'name'),
      word('我', 'wǒ', 'أنا', 'I, me'),
      word('你', 'nǐ', 'أنتَ / أنتِ', 'you'),
      word('叫', 'jiào', 'يُسمّى', 'to be called'),
    ],
    sentence: word('我叫大卫。', 'Wǒ jiào Dàwèi.', 'اسمي داود.', 'My name is David.'),
  },
  {
    topic: text('数字', 'الأرقام', 'Numbers'),
    words: [
      word('一', 'yī', 'واحد', 'one'),
      word('二', 'èr', 'اثنان', 'two'),
      word('三', 'sān', 'ثلاثة', 'three'),
      word('十', 'shí', 'عشرة', 'ten'),
    ],
    sentence: word('你几岁？', 'Nǐ jǐ suì?', 'كم عمرك؟', 'How old are you?'),
  },
  {
    topic: text('家人', 'العائلة', 'Family'),
    words: [
      word('爸爸', 'bàba', 'أبي', 'dad'),
      word('妈妈', 'māma', 'أمي', 'mum'),
      word('哥哥', 'gēge', 'أخي الأكبر', 'elder brother'),
      word('妹妹', 'mèimei', 'أختي الصغرى', 'younger sister'),
    ],
    sentence: word('这是我妈妈。', 'Zhè shì wǒ māma.', 'هذه أمي.', 'This is my mum.'),
  },
  {
    topic: text('颜色', 'الألوان', 'Colours'),
    words: [
      word('红色', 'hóngsè', 'أحمر', 'red'),
      word('白色', 'báisè', 'أبيض', 'white'),
      word('黑色', 'hēisè', 'أسود', 'black'),
      word('蓝色', 'lánsè', 'أزرق', 'blue'),
    ],
    sentence: word('我喜欢红色。', 'Wǒ xǐhuan hóngsè.', 'أحبّ اللون الأحمر.', 'I like red.'),
  },
  {
    topic: text('动物', 'الحيوانات', 'Animals'),
    words: [
      word('猫', 'māo', 'قطة', 'cat'),
      word('狗', 'gǒu', 'كلب', 'dog'),
      word('鱼', 'yú', 'سمكة', 'fish'),
      word('鸟', 'niǎo', 'طائر', 'bird'),
    ],
    sentence: word(
      '我有一只小猫。',
      'Wǒ yǒu yì zhī xiǎo māo.',
      'عندي قطة صغيرة.',
      'I have a kitten.',
    ),
  },
  {
    topic: text('水果', 'الفواكه', 'Fruit'),
    words: [
      word('苹果', 'píngguǒ', 'تفاحة', 'apple'),
      word('香蕉', 'xiāngjiāo', 'موزة', 'banana'),
      word('西瓜', 'xīguā', 'بطيخ', 'watermelon'),
      word('吃', 'chī', 'يأكل', 'to eat'),
    ],
    sentence: word(
      '我想吃苹果。',
      'Wǒ xiǎng chī píngguǒ.',
      'أريد أن آكل تفاحة.',
      'I want to eat an apple.',
    ),
  },
  {
    topic: text('身体', 'الجسم', 'The body'),
    words: [
      word('眼睛', 'yǎnjing', 'العين', 'eye'),
      word('耳朵', 'ěrduo', 'الأذن', 'ear'),
      word('手', 'shǒu', 'اليد', 'hand'),
      word('口', 'kǒu', 'الفم', 'mouth'),
    ],
    sentence: word('这是我的眼睛。', 'Zhè shì wǒ de yǎnjing.', 'هذه عيني.', 'This is my eye.'),
  },
  {
    topic: text('时间', 'الوقت', 'Time'),
    words: [
      word('现在', 'xiànzài', 'الآن', 'now'),
      word('点', 'diǎn', 'الساعة (في ذكر الوقت)', "o'clock"),
      word('今天', 'jīntiān', 'اليوم', 'today'),
      word('明天', 'míngtiān', 'غدًا', 'tomorrow'),
    ],
    sentence: word('现在几点？', 'Xiànzài jǐ diǎn?', 'كم الساعة الآن؟', 'What time is it now?'),
  },
  {
    topic: text('天气', 'الطقس', 'Weather'),
    words: [
      word('天气', 'tiānqì', 'الطقس', 'weather'),
      word('下雨', 'xià yǔ', 'تمطر', 'to rain'),
      word('热', 'rè', 'حار', 'hot'),
      word('冷', 'lěng', 'بارد', 'cold'),
    ],
    sentence: word('今天下雨了。', 'Jīntiān xià yǔ le.', 'اليوم تمطر.', "It's raining today."),
  },
  {
    topic: text('学校', 'المدرسة', 'School'),
    words: [
      word('学校', 'xuéxiào', 'المدرسة', 'school'),
      word('书', 'shū', 'كتاب', 'book'),
      word('上课', 'shàngkè', 'يبدأ الدرس', 'to start class'),
      word('学生', 'xuésheng', 'الطالب', 'student'),
    ],
    sentence: word('我是学生。', 'Wǒ shì xuésheng.', 'أنا طالب.', 'I am a student.'),
  },
];

/** The seven class hours every lesson has, in order. */
export const YCT_HOURS = [
  text('热身', 'الإحماء', 'Warm-up'),
  text('生词', 'المفردات الجديدة', 'New words'),
  text('课文', 'النص', 'Text'),
  text('语音', 'النطق', 'Pronunciation'),
  text('汉字', 'الحروف الصينية', 'Characters'),
  text('游戏', 'لعبة', 'Game'),
  text('复习', 'المراجعة', 'Review'),
];
