import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { videoItem, type ItemInput, type VideoSpec } from './demo-videos';
import { text, word } from './local-text';
import type { MediaKit } from './media-kit';

export async function weikeGreetings(kit: MediaKit): Promise<ContentManifestInput> {
  const lessons: VideoSpec[] = [
    {
      slug: 'weike-greetings-1',
      title: text('你好', 'مرحبًا', 'Hello'),
      summary: text(
        '最常用的问候语。',
        'أكثر عبارات التحية استعمالًا.',
        'The most common greeting.',
      ),
      clip: 'yct-01',
    },
    {
      slug: 'weike-greetings-2',
      title: text('你叫什么名字？', 'ما اسمك؟', "What's your name?"),
      summary: text(
        '问名字，说你的名字。',
        'اسأل عن الاسم وقل اسمك.',
        'Ask a name and say your own.',
      ),
      clip: 'yct-03',
    },
    {
      slug: 'weike-greetings-3',
      title: text('谢谢', 'شكرًا', 'Thank you'),
      summary: text('感谢和回答。', 'الشكر والرد عليه.', 'Thanking and answering.'),
      clip: 'yct-02',
    },
    {
      slug: 'weike-greetings-4',
      title: text('爸爸，妈妈，你们好', 'مرحبًا يا أبي ويا أمي', 'Hello, dad and mum'),
      summary: text('向家人问好。', 'حيِّ أهلك بالصينية.', 'Greet your family in Chinese.'),
      clip: 'yct-05',
    },
  ];
  const items = [];
  for (const lesson of lessons)
    items.push(await videoItem(kit, 'weike', lesson, ['#2e86de', '#0b3d6b']));
  return {
    type: 'collection',
    collection: {
      slug: 'weike-greetings',
      kind: 'weike_series',
      title: text('日常问候', 'التحيات اليومية', 'Everyday Greetings'),
      summary: text(
        '四节微课，学会用汉语打招呼。',
        'أربعة دروس قصيرة لتتعلّم التحية بالصينية.',
        'Four micro-lessons to greet people in Chinese.',
      ),
      cover: await kit.cover('weike-greetings', {
        zh: '日常问候',
        ar: 'التحيات اليومية',
        colours: ['#2e86de', '#0b3d6b'],
        shape: 'wide',
      }),
      audience: 'adult',
      difficulty: 'easy',
      direction: 'learn',
      category: 'learn',
      hot: 60,
      items,
    },
  };
}

/** Discover categories of videos. */
export async function discoverCategories(kit: MediaKit): Promise<ContentManifestInput[]> {
  const categories: {
    slug: string;
    title: ReturnType<typeof text>;
    colours: [string, string];
    videos: VideoSpec[];
  }[] = [
    {
      slug: 'discover-daily-life',
      title: text('生活汉语', 'الصينية في الحياة اليومية', 'Chinese for Daily Life'),
      colours: ['#27ae60', '#145a32'],
      videos: [
        {
          slug: 'discover-daily-life-1',
          title: text('买水果', 'شراء الفاكهة', 'Buying fruit'),
          summary: text(
            '学会说“苹果”，去买水果。',
            'تعلّم كلمة «تفاحة» واشترِ الفاكهة من السوق.',
            'Learn "apple" and buy fruit at the market.',
          ),
          clip: 'yct-08',
        },
        {
          slug: 'discover-daily-life-2',
          title: text('问路', 'السؤال عن الطريق', 'Asking the way'),
          summary: text(
            '怎么去地铁站？',
            'كيف أذهب إلى محطة المترو؟',
            'How do I get to the metro?',
          ),
          clip: 'city',
        },
        {
          slug: 'discover-daily-life-3',
          title: text('去商店买东西', 'التسوّق في المتجر', 'Shopping in a store'),
          summary: text(
            '问价钱，讨价还价。',
            'السؤال عن السعر والمساومة.',
            'Asking prices and bargaining.',
          ),
          clip: 'yct-04',
        },
      ],
    },
    {
      slug: 'discover-culture',
      title: text('文化视频', 'فيديوهات ثقافية', 'Culture Videos'),
      colours: ['#8e44ad', '#4a235a'],
      videos: [
        {
          slug: 'discover-culture-1',
          title: text('春节的故事', 'قصة عيد الربيع', 'The story of Spring Festival'),
          summary: text('“年”的传说。', 'أسطورة الوحش «نيان».', 'The legend of the Nian beast.'),
          clip: 'festival',
        },
        {
          slug: 'discover-culture-2',
          title: text('书法入门', 'مدخل إلى الخط الصيني', 'Calligraphy for beginners'),
          summary: text(
            '毛笔和“永”字八法。',
            'الفرشاة وقواعد الحرف «يونغ» الثماني.',
            'The brush and the eight strokes of 永.',
          ),
          clip: 'culture',
        },
        {
          slug: 'discover-culture-3',
          title: text('中国茶文化', 'ثقافة الشاي الصينية', 'Chinese tea culture'),
          summary: text(
            '绿茶、红茶和功夫茶。',
            'الشاي الأخضر والأسود وشاي الكونغ فو.',
            'Green tea, black tea and gongfu tea.',
          ),
          clip: 'culture',
        },
      ],
    },
  ];
  const manifests: ContentManifestInput[] = [];
  for (const [index, category] of categories.entries()) {
    const items = [];
    for (const video of category.videos)
      items.push(await videoItem(kit, 'video', video, category.colours));
    manifests.push({
      type: 'collection',
      collection: {
        slug: category.slug,
        kind: 'discover_category',
        title: category.title,
        cover: await kit.cover(category.slug, {
          zh: category.title.zh,
          ar: category.title.ar,
          colours: category.colours,
          shape: 'wide',
        }),
        position: index,
        items,
      },
    });
  }
  return manifests;
}

/** Audio card categories, six cards each: the word, its pinyin, meaning and voice. */
export async function audioCards(kit: MediaKit): Promise<ContentManifestInput[]> {
  const categories = [
    {
      slug: 'audio-cards-greetings',
      title: text('问候与人物', 'التحيات والأشخاص', 'Greetings and people'),
      words: [
        word('你好', 'nǐ hǎo', 'مرحبًا', 'hello'),
        word('谢谢', 'xièxie', 'شكرًا', 'thank you'),
        word('再见', 'zàijiàn', 'مع السلامة', 'goodbye'),
        word('老师', 'lǎoshī', 'المعلّم', 'teacher'),
        word('学生', 'xuésheng', 'الطالب', 'student'),
        word('朋友', 'péngyou', 'الصديق', 'friend'),
      ],
    },
    {
      slug: 'audio-cards-numbers',
      title: text('数字', 'الأرقام', 'Numbers'),
      words: [
        word('一', 'yī', 'واحد', 'one'),
        word('二', 'èr', 'اثنان', 'two'),
        word('三', 'sān', 'ثلاثة', 'three'),
        word('四', 'sì', 'أربعة', 'four'),
        word('五', 'wǔ', 'خمسة', 'five'),
        word('六', 'liù', 'ستة', 'six'),
      ],
    },
  ];
  const manifests: ContentManifestInput[] = [];
  for (const [index, category] of categories.entries()) {
    const items: ItemInput[] = [];
    for (const [w, entry] of category.words.entries()) {
      items.push({
        slug: `${category.slug}-${w + 1}`,
        kind: 'audio_card',
        title: text(entry.hanzi, entry.ar, entry.en),
        file: await kit.cardAudio(entry.hanzi),
        card: { hanzi: entry.hanzi, pinyin: entry.pinyin, meaning: { ar: entry.ar, en: entry.en } },
        position: w,
      });
    }
    manifests.push({
      type: 'collection',
      collection: {
        slug: category.slug,
        kind: 'audio_card_category',
        title: category.title,
        cover: await kit.cover(category.slug, {
          zh: category.title.zh,
          ar: category.title.ar,
          colours: ['#f39c12', '#d35400'],
          shape: 'square',
        }),
        position: index,
        items,
      },
    });
  }
  return manifests;
}
