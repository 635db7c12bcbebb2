import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { arabicGuideBook, tadpoleBook } from './demo-books';
import { videoItem, type ItemInput } from './demo-collections';
import { text, word } from './local-text';
import type { MediaKit } from './media-kit';
import { YCT_LESSONS } from './yct-lessons';

const html = (zh: string, ar: string, en: string) =>
  text(`<p>${zh}</p>`, `<p>${ar}</p>`, `<p>${en}</p>`);

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

const NEWS = [
  {
    slug: 'news-chinese-day-cairo-2026',
    date: '2026-11-20T09:00:00+02:00',
    title: text(
      '2026年国际中文日活动在开罗举行',
      'فعاليات يوم اللغة الصينية الدولي 2026 في القاهرة',
      'International Chinese Language Day 2026 held in Cairo',
    ),
    body: html(
      '国际中文日当天，三百多名埃及学生在开罗参加了书法、朗诵和汉语歌曲比赛。',
      'في يوم اللغة الصينية الدولي شارك أكثر من ثلاثمئة طالب مصري في القاهرة في مسابقات الخط والإلقاء والأغاني الصينية.',
      'On International Chinese Language Day more than three hundred Egyptian students in Cairo competed in calligraphy, recitation and Chinese songs.',
    ),
  },
  {
    slug: 'news-hsk-online-exam',
    date: '2026-11-10T09:00:00+02:00',
    title: text(
      'HSK居家网考报名开始',
      'بدء التسجيل في اختبار HSK عبر الإنترنت من المنزل',
      'Registration opens for the online HSK at home',
    ),
    body: html(
      '十二月的HSK居家网考现在可以报名。',
      'يمكن الآن التسجيل في اختبار HSK المنزلي لشهر ديسمبر.',
      "December's at-home online HSK is now open for registration.",
    ),
  },
  {
    slug: 'news-yct-course-launch',
    date: '2026-10-28T09:00:00+02:00',
    title: text(
      '“YCT一级：快乐学汉语”课程上线',
      'إطلاق دورة «YCT المستوى الأول: تعلّم الصينية بمرح»',
      '“YCT Level 1: Chinese for Fun” launches',
    ),
    body: html(
      '十二课、八十多个课时的少儿课程现已开放。',
      'الدورة المخصّصة للأطفال، باثني عشر درسًا وأكثر من ثمانين حصة، متاحة الآن.',
      'The children’s course, with twelve lessons and over eighty class hours, is now open.',
    ),
  },
  {
    slug: 'news-teacher-training-riyadh',
    date: '2026-10-15T09:00:00+03:00',
    title: text(
      '利雅得举办本土汉语教师培训',
      'تدريب معلّمي الصينية المحليين في الرياض',
      'Local Chinese teachers trained in Riyadh',
    ),
    body: html(
      '四十位沙特汉语教师完成了为期两周的培训。',
      'أتمّ أربعون معلّمًا سعوديًا للغة الصينية تدريبًا مدّته أسبوعان.',
      'Forty Saudi Chinese teachers completed a two-week training.',
    ),
  },
  {
    slug: 'news-mid-autumn-evening',
    date: '2026-09-25T09:00:00+04:00',
    title: text(
      '迪拜中秋诗歌之夜',
      'أمسية شعرية لعيد منتصف الخريف في دبي',
      'A Mid-Autumn poetry evening in Dubai',
    ),
    body: html(
      '学生们用中文和阿拉伯语朗读了关于月亮的诗。',
      'ألقى الطلاب قصائد عن القمر بالصينية والعربية.',
      'Students read poems about the moon in Chinese and Arabic.',
    ),
  },
  {
    slug: 'news-new-semester',
    date: '2026-09-01T09:00:00+02:00',
    title: text(
      '2026年秋季学期开课',
      'انطلاق الفصل الدراسي لخريف 2026',
      'The autumn 2026 semester begins',
    ),
    body: html(
      '新学期有四门课程和每周两次直播课。',
      'في الفصل الجديد أربع دورات ودرسان مباشران كل أسبوع.',
      'The new semester has four courses and two live classes a week.',
    ),
  },
];

const NOTICES = [
  {
    slug: 'notice-maintenance',
    date: '2026-11-18T08:00:00Z',
    title: text('系统维护通知', 'إشعار صيانة النظام', 'Maintenance notice'),
    body: html(
      '11月29日凌晨两点到四点，平台将进行维护。',
      'سيخضع الموقع للصيانة يوم 29 نوفمبر من الثانية حتى الرابعة فجرًا.',
      'The platform will be under maintenance on 29 November from 02:00 to 04:00.',
    ),
  },
  {
    slug: 'notice-live-schedule',
    date: '2026-11-05T08:00:00Z',
    title: text('直播课时间调整', 'تعديل مواعيد الدروس المباشرة', 'Live class times changed'),
    body: html(
      '每周二和周四的直播课改为晚上七点开始。',
      'تبدأ الدروس المباشرة يومي الثلاثاء والخميس في السابعة مساءً.',
      'Tuesday and Thursday live classes now start at 19:00.',
    ),
  },
  {
    slug: 'notice-welcome',
    date: '2026-09-01T08:00:00Z',
    title: text('欢迎来到桥', 'مرحبًا بكم في جسر', 'Welcome to Qiao'),
    body: html(
      '桥是阿拉伯学习者的汉语学习平台。',
      'جسر منصة لتعلّم الصينية للمتعلمين العرب.',
      'Qiao is a platform for Arab learners of Chinese.',
    ),
  },
];

const CASES = [
  {
    slug: 'case-tones-with-music',
    title: text('用音乐教声调', 'تعليم النغمات بالموسيقى', 'Teaching tones with music'),
    body: html(
      '开罗的一位老师用阿拉伯乐器的音高帮助学生听出四个声调。',
      'استعانت معلّمة في القاهرة بطبقات آلات موسيقية عربية لتساعد طلابها على تمييز النغمات الأربع.',
      'A Cairo teacher used the pitches of Arabic instruments to help students hear the four tones.',
    ),
  },
  {
    slug: 'case-characters-stories',
    title: text('汉字故事教学法', 'تعليم الحروف بالقصص', 'Teaching characters through stories'),
    body: html(
      '把“休”讲成“人靠着树休息”，学生记得更快。',
      'عندما يُشرح الحرف 休 بأنه «إنسان يستند إلى شجرة ليستريح» يتذكّره الطلاب أسرع.',
      'Explaining 休 as “a person resting against a tree” helps students remember it.',
    ),
  },
  {
    slug: 'case-online-class',
    title: text(
      '线上小班课的经验',
      'تجربة الصفوف الصغيرة عبر الإنترنت',
      'Lessons from small online classes',
    ),
    body: html(
      '六人以下的线上小班，学生开口更多。',
      'في الصفوف الإلكترونية التي تضمّ ستة طلاب أو أقل يتكلّم الطلاب أكثر.',
      'In online classes of six or fewer, students speak more.',
    ),
  },
  {
    slug: 'case-yct-children',
    title: text(
      '少儿YCT备考案例',
      'حالة تحضير الأطفال لاختبار YCT',
      'Preparing children for the YCT',
    ),
    body: html(
      '用游戏复习，八周后全班通过YCT一级。',
      'بالمراجعة عبر الألعاب نجح الصف كلّه في YCT المستوى الأول بعد ثمانية أسابيع.',
      'Reviewing through games, the whole class passed YCT 1 after eight weeks.',
    ),
  },
];

/** News, announcements and teaching cases (one case with a handout). */
export async function articles(kit: MediaKit): Promise<ContentManifestInput> {
  const items: ItemInput[] = [];
  for (const [index, news] of NEWS.entries()) {
    items.push({
      slug: news.slug,
      kind: 'news',
      title: news.title,
      summary: text(news.title.zh, news.title.ar, news.title.en),
      body: news.body,
      cover: await kit.cover(news.slug, {
        zh: news.title.zh,
        ar: news.title.ar,
        colours: ['#c0392b', '#34495e'],
        shape: 'wide',
      }),
      publishedAt: news.date,
      hot: NEWS.length - index,
    });
  }
  for (const notice of NOTICES) {
    items.push({
      slug: notice.slug,
      kind: 'notice',
      title: notice.title,
      body: notice.body,
      publishedAt: notice.date,
    });
  }
  for (const [index, teachingCase] of CASES.entries()) {
    items.push({
      slug: teachingCase.slug,
      kind: 'case',
      title: teachingCase.title,
      body: teachingCase.body,
      audience: 'teacher',
      category: 'profession',
      cover: await kit.cover(teachingCase.slug, {
        zh: teachingCase.title.zh,
        ar: teachingCase.title.ar,
        colours: ['#16a085', '#2c3e50'],
        shape: 'wide',
      }),
      position: index,
      ...(index === 0
        ? {
            attachments: [
              {
                title: text('声调练习单', 'ورقة تمارين النغمات', 'Tone worksheet'),
                file: await kit.pdf('case-tones-worksheet', {
                  title: text('声调练习单', 'ورقة تمارين النغمات', 'Tone worksheet'),
                  sections: [
                    {
                      heading: text('听一听，说一说', 'استمع ثم انطق', 'Listen and say'),
                      words: [
                        word('妈', 'mā', 'أم', 'mother'),
                        word('麻', 'má', 'قنب', 'hemp'),
                        word('马', 'mǎ', 'حصان', 'horse'),
                        word('骂', 'mà', 'يشتم', 'to scold'),
                      ],
                    },
                  ],
                }),
                fileName: 'tone-worksheet.pdf',
              },
            ],
          }
        : {}),
    });
  }
  return { type: 'items', items };
}

/**
 * Live classes: one on now (from an hour before the seed to sixty days after), two that ended and
 * left replays, each replay group holding its recordings.
 */
export async function liveAndReplays(kit: MediaKit, now: Date): Promise<ContentManifestInput[]> {
  const hour = 3600_000;
  const day = 24 * hour;
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
  const colours: [string, string] = ['#e67e22', '#c0392b'];
  const live: ItemInput[] = [
    {
      slug: 'live-hsk-weekly',
      kind: 'live',
      course: 'hsk-1',
      title: text(
        'HSK一级每周直播答疑',
        'جلسة أسئلة مباشرة أسبوعية لـ HSK المستوى الأول',
        'HSK 1 weekly live Q&A',
      ),
      summary: text(
        '和老师一起练习对话。',
        'تدرّب على الحوار مع المعلّم.',
        'Practise dialogues with the teacher.',
      ),
      cover: await kit.cover('live-hsk-weekly', {
        zh: 'HSK一级每周直播答疑',
        ar: 'جلسة مباشرة أسبوعية',
        colours,
        shape: 'wide',
      }),
      live: { startsAt: at(-hour), endsAt: at(60 * day), room: 'qiao-hsk-weekly' },
    },
    {
      slug: 'live-spring-festival',
      kind: 'live',
      course: 'culture-festivals',
      title: text(
        '直播：一起包饺子',
        'بث مباشر: لنصنع الزلابية معًا',
        'Live: making dumplings together',
      ),
      cover: await kit.cover('live-spring-festival', {
        zh: '直播：一起包饺子',
        ar: 'بث مباشر: لنصنع الزلابية معًا',
        colours,
        shape: 'wide',
      }),
      live: { startsAt: at(-30 * day), endsAt: at(-30 * day + 1.5 * hour), room: 'qiao-dumplings' },
    },
    {
      slug: 'live-yct-open-class',
      kind: 'live',
      course: 'yct-1',
      title: text(
        'YCT公开课：数字歌',
        'درس YCT مفتوح: أغنية الأرقام',
        'YCT open class: the numbers song',
      ),
      cover: await kit.cover('live-yct-open-class', {
        zh: 'YCT公开课：数字歌',
        ar: 'درس YCT مفتوح: أغنية الأرقام',
        colours,
        shape: 'wide',
      }),
      live: { startsAt: at(-14 * day), endsAt: at(-14 * day + hour), room: 'qiao-yct-open' },
    },
  ];
  const replayGroups = [
    {
      slug: 'live-spring-festival-replays',
      course: 'culture-festivals',
      title: text(
        '回放：一起包饺子',
        'التسجيل: لنصنع الزلابية معًا',
        'Replay: making dumplings together',
      ),
      clip: 'festival',
      words: [
        word('饺子', 'jiǎozi', 'الزلابية الصينية', 'dumplings'),
        word('包', 'bāo', 'يلفّ', 'to wrap'),
      ],
    },
    {
      slug: 'live-yct-open-class-replays',
      course: 'yct-1',
      title: text('回放：数字歌', 'التسجيل: أغنية الأرقام', 'Replay: the numbers song'),
      clip: 'yct-04',
      words: [
        word('一二三', 'yī èr sān', 'واحد اثنان ثلاثة', 'one two three'),
        word('四五六', 'sì wǔ liù', 'أربعة خمسة ستة', 'four five six'),
      ],
    },
  ];
  const manifests: ContentManifestInput[] = [{ type: 'items', items: live }];
  for (const group of replayGroups) {
    const parts: ItemInput[] = [];
    for (let part = 1; part <= 2; part += 1) {
      const replay = await videoItem(
        kit,
        'replay',
        {
          slug: `${group.slug.replace(/-replays$/, '')}-replay-${part}`,
          title: text(
            `${group.title.zh}（${part}）`,
            `${group.title.ar} (${part})`,
            `${group.title.en} (${part})`,
          ),
          summary: group.title,
          clip: group.clip,
          words: group.words,
        },
        colours,
      );
      parts.push({ ...replay, course: group.course, position: part });
    }
    manifests.push({
      type: 'collection',
      collection: { slug: group.slug, kind: 'replay_group', title: group.title, items: parts },
    });
  }
  return manifests;
}
