import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { arabicGuideBook, tadpoleBook } from './demo-books';
import type { ItemInput } from './demo-videos';
import { text, word } from './local-text';
import type { MediaKit } from './media-kit';
import { YCT_LESSONS } from './yct-lessons';

/** E-books (one left to right, one right to left) and PDF documents. */
export async function booksAndDocuments(kit: MediaKit): Promise<ContentManifestInput> {
  const vocabulary = YCT_LESSONS.map((lesson, index) => ({
    heading: text(
      `第${index + 1}组 ${lesson.topic.zh}`,
      `المجموعة ${index + 1}: ${lesson.topic.ar}`,
      `Group ${index + 1}: ${lesson.topic.en}`,
    ),
    words: lesson.words,
  }));
  const items: ItemInput[] = [
    {
      slug: 'ebook-little-tadpole',
      kind: 'ebook',
      title: text('小蝌蚪找妈妈', 'الشراغيف الصغيرة تبحث عن أمها', 'Little Tadpoles Look for Mum'),
      summary: text(
        '经典中文绘本故事，配拼音和阿拉伯语注释。',
        'قصة مصوّرة صينية كلاسيكية مع البينيين وملاحظات بالعربية.',
        'A classic Chinese picture-book story with pinyin and Arabic notes.',
      ),
      author: text('桥 · 少儿读物', 'جسر · كتب الأطفال', "Qiao children's books"),
      audience: 'child',
      difficulty: 'easy',
      readingDirection: 'ltr',
      cover: await kit.cover('ebook-little-tadpole', {
        zh: '小蝌蚪找妈妈',
        ar: 'الشراغيف الصغيرة تبحث عن أمها',
        colours: ['#3498db', '#1abc9c'],
        shape: 'book',
      }),
      file: await kit.epub('little-tadpole', tadpoleBook()),
      hot: 50,
    },
    {
      slug: 'ebook-arabic-guide',
      kind: 'ebook',
      title: text(
        '阿拉伯学习者汉语入门',
        'دليل المتعلم العربي إلى الصينية',
        "The Arab Learner's Guide to Chinese",
      ),
      summary: text(
        '用阿拉伯语写的汉语入门书：声调、发音、汉字和学习计划。',
        'كتاب تمهيدي بالعربية: النغمات والنطق والحروف وخطة التعلّم.',
        'An introduction written in Arabic: tones, sounds, characters and a study plan.',
      ),
      author: text('桥', 'جسر', 'Qiao'),
      audience: 'adult',
      difficulty: 'easy',
      readingDirection: 'rtl',
      cover: await kit.cover('ebook-arabic-guide', {
        zh: '阿拉伯学习者汉语入门',
        ar: 'دليل المتعلم العربي إلى الصينية',
        colours: ['#16a085', '#2c3e50'],
        shape: 'book',
      }),
      file: await kit.epub('arabic-guide', arabicGuideBook()),
      hot: 45,
    },
    {
      slug: 'doc-hsk1-vocabulary',
      kind: 'document',
      title: text('HSK一级词汇表', 'مفردات HSK المستوى الأول', 'HSK 1 Vocabulary'),
      summary: text(
        '按话题分组的常用词，带拼音和阿拉伯语意思。',
        'كلمات شائعة مرتّبة حسب الموضوع، مع البينيين والمعنى بالعربية.',
        'Common words by topic, with pinyin and Arabic meanings.',
      ),
      audience: 'adult',
      difficulty: 'easy',
      category: 'examination',
      cover: await kit.cover('doc-hsk1-vocabulary', {
        zh: 'HSK一级词汇表',
        ar: 'مفردات HSK المستوى الأول',
        colours: ['#b0281e', '#6b1a3a'],
        shape: 'book',
      }),
      file: await kit.pdf('hsk1-vocabulary', {
        title: text('HSK一级词汇表', 'مفردات HSK المستوى الأول', 'HSK 1 Vocabulary'),
        sections: [vocabulary.slice(0, 4), vocabulary.slice(4, 8), vocabulary.slice(8, 12)].map(
          (group) => ({
            heading: text(
              group.map((g) => g.heading.zh.split(' ')[1]).join('、'),
              group.map((g) => g.heading.ar.split(': ')[1]).join('، '),
              group.map((g) => g.heading.en.split(': ')[1]).join(', '),
            ),
            words: group.flatMap((g) => g.words),
          }),
        ),
        pagePerSection: true,
      }),
      hot: 40,
    },
    {
      slug: 'doc-pinyin-chart',
      kind: 'document',
      title: text('汉语拼音表', 'جدول البينيين', 'Pinyin Chart'),
      summary: text(
        '声母、韵母和四个声调。',
        'الحروف الساكنة الأولى والمقاطع الأخيرة والنغمات الأربع.',
        'Initials, finals and the four tones.',
      ),
      cover: await kit.cover('doc-pinyin-chart', {
        zh: '汉语拼音表',
        ar: 'جدول البينيين',
        colours: ['#2980b9', '#6c3483'],
        shape: 'book',
      }),
      file: await kit.pdf('pinyin-chart', {
        title: text('汉语拼音表', 'جدول البينيين', 'Pinyin Chart'),
        sections: [
          {
            heading: text('声调', 'النغمات', 'Tones'),
            words: [
              word('妈', 'mā', 'النغمة الأولى: مستوية عالية', '1st tone: high and level'),
              word('麻', 'má', 'النغمة الثانية: صاعدة', '2nd tone: rising'),
              word('马', 'mǎ', 'النغمة الثالثة: منخفضة', '3rd tone: low'),
              word('骂', 'mà', 'النغمة الرابعة: هابطة', '4th tone: falling'),
            ],
          },
          {
            heading: text('声母', 'الحروف الأولى', 'Initials'),
            words: [
              word('八', 'b', 'ب', 'b as in bā'),
              word('他', 't', 'ت', 't as in tā'),
              word('哈', 'h', 'خ خفيفة', 'h as in hā'),
              word('沙', 'sh', 'ش', 'sh as in shā'),
              word('知', 'zh', 'ج بلسان مرفوع', 'zh as in zhī'),
              word('去', 'q', 'تش مهموسة', 'q as in qù'),
            ],
          },
          {
            heading: text('韵母', 'المقاطع الأخيرة', 'Finals'),
            words: [
              word('啊', 'a', 'فتحة طويلة', 'a'),
              word('鹅', 'e', 'صوت بين الفتحة والكسرة', 'e'),
              word('鱼', 'ü', 'ي مع ضم الشفتين', 'ü'),
              word('安', 'an', 'آن', 'an'),
            ],
          },
        ],
      }),
      hot: 35,
    },
  ];
  return { type: 'items', items };
}
