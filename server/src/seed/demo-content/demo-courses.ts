import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { text, word, type DemoWord } from './local-text';
import type { MediaKit } from './media-kit';
import { evenCues } from './webvtt';
import { YCT_HOURS, YCT_LESSONS } from './yct-lessons';

type CourseInput = Extract<ContentManifestInput, { type: 'course' }>['course'];
type SemesterInput = CourseInput['semesters'][number];
type HourInput = SemesterInput['chapters'][number]['hours'][number];

/** Every bundled clip lasts this long. */
const CLIP_SECONDS = 8;

/** A clip's caption files: the Chinese track shows characters and pinyin, the Arabic one meanings. */
async function wordCaptions(kit: MediaKit, name: string, words: readonly DemoWord[]) {
  return {
    zh: await kit.captions(
      `${name}.zh`,
      evenCues(
        words.map((w) => `${w.hanzi} ${w.pinyin}`),
        CLIP_SECONDS,
      ),
    ),
    ar: await kit.captions(
      `${name}.ar`,
      evenCues(
        words.map((w) => `${w.hanzi}: ${w.ar}`),
        CLIP_SECONDS,
      ),
    ),
  };
}

async function videoHour(
  kit: MediaKit,
  title: ReturnType<typeof text>,
  clip: string,
  captionName: string,
  words: readonly DemoWord[],
  requiresPrevious: boolean,
): Promise<HourInput> {
  return {
    title,
    requiresPrevious,
    contents: [
      {
        kind: 'video',
        title,
        file: await kit.clip(clip),
        captions: await wordCaptions(kit, captionName, words),
        durationSeconds: CLIP_SECONDS,
      },
    ],
  };
}

/**
 * YCT level 1 (spec §9): twelve lessons of seven class hours, each hour one short video. The spec
 * counts 80 class hours and 7 per lesson; 12 × 7 = 84 is what the lesson plan gives, so 84 it is.
 */
export async function yctCourse(kit: MediaKit): Promise<ContentManifestInput> {
  const chapters = [];
  for (const [l, lesson] of YCT_LESSONS.entries()) {
    const number = l + 1;
    const clip = `yct-${String(number).padStart(2, '0')}`;
    const hours: HourInput[] = [];
    for (const [h, hour] of YCT_HOURS.entries()) {
      // Each hour shows a different slice: two words, the sentence for the text and review hours.
      const words =
        h === 2 || h === 6
          ? [lesson.sentence, ...lesson.words.slice(0, 1)]
          : [lesson.words[h % 4]!, lesson.words[(h + 1) % 4]!];
      hours.push(
        await videoHour(
          kit,
          text(
            `${hour.zh}：${lesson.topic.zh}`,
            `${hour.ar}: ${lesson.topic.ar}`,
            `${hour.en}: ${lesson.topic.en}`,
          ),
          clip,
          `yct-${number}-${h + 1}`,
          words,
          h > 0,
        ),
      );
    }
    chapters.push({
      title: text(
        `第${number}课 ${lesson.topic.zh}`,
        `الدرس ${number}: ${lesson.topic.ar}`,
        `Lesson ${number}: ${lesson.topic.en}`,
      ),
      hours,
    });
  }
  return {
    type: 'course',
    course: {
      slug: 'yct-1',
      title: text(
        'YCT一级：快乐学汉语',
        'YCT المستوى الأول: تعلّم الصينية بمرح',
        'YCT Level 1: Chinese for Fun',
      ),
      summary: text(
        '为少儿准备的YCT一级课程：十二课，每课七个课时，用歌曲、游戏和短视频快乐学汉语。',
        'دورة YCT المستوى الأول للأطفال: اثنا عشر درسًا، في كل درس سبع حصص، نتعلّم فيها الصينية بمرح عبر الأغاني والألعاب والفيديوهات القصيرة.',
        'YCT level 1 for children: twelve lessons of seven class hours, learning Chinese through songs, games and short videos.',
      ),
      description: text(
        '本课程覆盖YCT一级全部话题：问候、感谢、名字、数字、家人、颜色、动物、水果、身体、时间、天气和学校。每个课时一段短视频，配有中文和阿拉伯语字幕。',
        'تغطي الدورة جميع موضوعات YCT المستوى الأول: التحية والشكر والأسماء والأرقام والعائلة والألوان والحيوانات والفواكه والجسم والوقت والطقس والمدرسة. لكل حصة فيديو قصير مع ترجمة بالصينية والعربية.',
        'Covers every YCT level 1 topic: greetings, thanks, names, numbers, family, colours, animals, fruit, the body, time, weather and school. Each class hour is a short video with Chinese and Arabic captions.',
      ),
      cover: await kit.cover('yct-1', {
        zh: 'YCT一级：快乐学汉语',
        ar: 'YCT المستوى الأول: تعلّم الصينية بمرح',
        colours: ['#2f8f5e', '#1d4b7c'],
        shape: 'wide',
      }),
      teacher: {
        name: text('王芳', 'وانغ فانغ', 'Wang Fang'),
        title: text('少儿汉语教师', 'معلّمة الصينية للأطفال', "Children's Chinese teacher"),
        bio: text(
          '在开罗教少儿汉语十年。',
          'تدرّس الصينية للأطفال في القاهرة منذ عشر سنوات.',
          'Has taught Chinese to children in Cairo for ten years.',
        ),
      },
      audience: 'child',
      difficulty: 'easy',
      direction: 'learn',
      category: 'examination',
      hot: 100,
      position: 1,
      semesters: [
        {
          title: text('2026年秋季', 'خريف 2026', 'Autumn 2026'),
          startsOn: '2026-09-01',
          endsOn: '2027-01-15',
          chapters,
        },
      ],
    },
  };
}

const HSK_CHAPTERS = [
  {
    title: text('你好', 'مرحبًا', 'Hello'),
    clip: 'yct-01',
    words: [
      word('你好', 'nǐ hǎo', 'مرحبًا', 'hello'),
      word('您', 'nín', 'حضرتك', 'you (polite)'),
      word('再见', 'zàijiàn', 'مع السلامة', 'goodbye'),
      word('对不起', 'duìbuqǐ', 'آسف', 'sorry'),
    ],
  },
  {
    title: text('我是学生', 'أنا طالب', 'I am a student'),
    clip: 'yct-12',
    words: [
      word('是', 'shì', 'يكون', 'to be'),
      word('学生', 'xuésheng', 'طالب', 'student'),
      word('老师', 'lǎoshī', 'معلّم', 'teacher'),
      word('中国人', 'Zhōngguó rén', 'صيني', 'Chinese person'),
    ],
  },
  {
    title: text('数字和时间', 'الأرقام والوقت', 'Numbers and time'),
    clip: 'yct-10',
    words: [
      word('几', 'jǐ', 'كم', 'how many'),
      word('点', 'diǎn', 'الساعة', "o'clock"),
      word('今天', 'jīntiān', 'اليوم', 'today'),
      word('星期', 'xīngqī', 'الأسبوع', 'week'),
    ],
  },
  {
    title: text('吃饭', 'الطعام', 'Eating'),
    clip: 'yct-08',
    words: [
      word('吃', 'chī', 'يأكل', 'to eat'),
      word('喝', 'hē', 'يشرب', 'to drink'),
      word('米饭', 'mǐfàn', 'الأرز', 'rice'),
      word('茶', 'chá', 'الشاي', 'tea'),
    ],
  },
  {
    title: text('买东西', 'التسوّق', 'Shopping'),
    clip: 'yct-04',
    words: [
      word('买', 'mǎi', 'يشتري', 'to buy'),
      word('多少', 'duōshao', 'كم (للكمية)', 'how much'),
      word('钱', 'qián', 'المال', 'money'),
      word('块', 'kuài', 'يوان (في الكلام)', 'yuan (spoken)'),
    ],
  },
];

const HSK_HOURS = [
  text('生词', 'المفردات', 'Vocabulary'),
  text('课文', 'النص', 'Text'),
  text('练习', 'التمارين', 'Practice'),
];

/** HSK 1: five chapters of three class hours, each a video; the last hour adds the chapter's PDF. */
export async function hskCourse(kit: MediaKit): Promise<ContentManifestInput> {
  const chapters = [];
  for (const [c, chapter] of HSK_CHAPTERS.entries()) {
    const hours: HourInput[] = [];
    for (const [h, hour] of HSK_HOURS.entries()) {
      const title = text(
        `${hour.zh}：${chapter.title.zh}`,
        `${hour.ar}: ${chapter.title.ar}`,
        `${hour.en}: ${chapter.title.en}`,
      );
      const made = await videoHour(
        kit,
        title,
        chapter.clip,
        `hsk-${c + 1}-${h + 1}`,
        chapter.words.slice(h, h + 2),
        h > 0,
      );
      if (h === HSK_HOURS.length - 1) {
        made.contents.push({
          kind: 'document',
          title: text(`第${c + 1}课词语表`, `مفردات الدرس ${c + 1}`, `Lesson ${c + 1} word list`),
          file: await kit.pdf(`hsk-1-lesson-${c + 1}`, {
            title: text(
              `HSK一级 第${c + 1}课 ${chapter.title.zh}`,
              `HSK المستوى الأول، الدرس ${c + 1}: ${chapter.title.ar}`,
              `HSK 1, lesson ${c + 1}: ${chapter.title.en}`,
            ),
            sections: [
              {
                heading: text('生词', 'المفردات', 'Words'),
                words: chapter.words,
              },
            ],
          }),
        });
      }
      hours.push(made);
    }
    chapters.push({
      title: text(
        `第${c + 1}课 ${chapter.title.zh}`,
        `الدرس ${c + 1}: ${chapter.title.ar}`,
        `Lesson ${c + 1}: ${chapter.title.en}`,
      ),
      hours,
    });
  }
  return {
    type: 'course',
    course: {
      slug: 'hsk-1',
      title: text(
        'HSK一级标准教程',
        'الدورة القياسية لاختبار HSK المستوى الأول',
        'HSK 1 Standard Course',
      ),
      summary: text(
        '面向成人的HSK一级课程：一百五十个常用词，五课掌握基本交际。',
        'دورة HSK المستوى الأول للكبار: مئة وخمسون كلمة شائعة، وخمسة دروس لأساسيات التواصل.',
        'HSK level 1 for adults: the 150 most common words and everyday exchanges in five lessons.',
      ),
      cover: await kit.cover('hsk-1', {
        zh: 'HSK一级标准教程',
        ar: 'الدورة القياسية لاختبار HSK المستوى الأول',
        colours: ['#b0281e', '#6b1a3a'],
        shape: 'wide',
      }),
      teacher: {
        name: text('李明', 'لي مينغ', 'Li Ming'),
        title: text('汉语讲师', 'محاضر اللغة الصينية', 'Chinese lecturer'),
      },
      audience: 'adult',
      difficulty: 'easy',
      direction: 'learn',
      category: 'examination',
      hot: 90,
      position: 2,
      semesters: [
        { title: text('2026年秋季', 'خريف 2026', 'Autumn 2026'), startsOn: '2026-09-01', chapters },
      ],
    },
  };
}

async function shortCourse(
  kit: MediaKit,
  course: Omit<CourseInput, 'semesters' | 'cover'> & { colours: [string, string] },
  clip: string,
  chapters: { title: ReturnType<typeof text>; words: DemoWord[] }[],
): Promise<ContentManifestInput> {
  const { colours, ...rest } = course;
  const built = [];
  for (const [c, chapter] of chapters.entries()) {
    const hours = [];
    for (let h = 0; h < 2; h += 1) {
      const part =
        h === 0 ? text('讲解', 'الشرح', 'Explained') : text('练习', 'التطبيق', 'Practice');
      hours.push(
        await videoHour(
          kit,
          text(
            `${chapter.title.zh}（${part.zh}）`,
            `${chapter.title.ar} (${part.ar})`,
            `${chapter.title.en} (${part.en})`,
          ),
          clip,
          `${course.slug}-${c + 1}-${h + 1}`,
          chapter.words.slice(h * 2, h * 2 + 2),
          h > 0,
        ),
      );
    }
    built.push({ title: chapter.title, hours });
  }
  return {
    type: 'course',
    course: {
      ...rest,
      cover: await kit.cover(course.slug, {
        zh: course.title.zh!,
        ar: course.title.ar!,
        colours,
        shape: 'wide',
      }),
      semesters: [
        {
          title: text('2026年秋季', 'خريف 2026', 'Autumn 2026'),
          startsOn: '2026-09-01',
          chapters: built,
        },
      ],
    },
  };
}

export function cultureCourse(kit: MediaKit): Promise<ContentManifestInput> {
  return shortCourse(
    kit,
    {
      slug: 'culture-festivals',
      title: text('中国传统节日', 'الأعياد الصينية التقليدية', 'Traditional Chinese Festivals'),
      summary: text(
        '春节、元宵节、端午节和中秋节：节日的故事、习俗和常用语。',
        'عيد الربيع وعيد الفوانيس وعيد قوارب التنين وعيد منتصف الخريف: قصص الأعياد وعاداتها وعباراتها.',
        'Spring Festival, Lantern Festival, Dragon Boat Festival and Mid-Autumn: their stories, customs and phrases.',
      ),
      teacher: { name: text('张丽', 'تشانغ لي', 'Zhang Li') },
      audience: 'teenager',
      difficulty: 'normal',
      direction: 'culture',
      category: 'learn',
      hot: 70,
      position: 3,
      colours: ['#c0392b', '#e67e22'],
    },
    'festival',
    [
      {
        title: text('春节', 'عيد الربيع', 'Spring Festival'),
        words: [
          word('春节', 'Chūnjié', 'عيد الربيع', 'Spring Festival'),
          word('饺子', 'jiǎozi', 'الزلابية الصينية', 'dumplings'),
          word('红包', 'hóngbāo', 'الظرف الأحمر', 'red envelope'),
          word('新年快乐', 'xīnnián kuàilè', 'سنة جديدة سعيدة', 'Happy New Year'),
        ],
      },
      {
        title: text('元宵节', 'عيد الفوانيس', 'Lantern Festival'),
        words: [
          word('灯笼', 'dēnglong', 'الفانوس', 'lantern'),
          word('元宵', 'yuánxiāo', 'كرات الأرز الحلوة', 'sweet rice balls'),
          word('猜灯谜', 'cāi dēngmí', 'حلّ ألغاز الفوانيس', 'lantern riddles'),
          word('月亮', 'yuèliang', 'القمر', 'moon'),
        ],
      },
      {
        title: text('端午节', 'عيد قوارب التنين', 'Dragon Boat Festival'),
        words: [
          word('龙舟', 'lóngzhōu', 'قارب التنين', 'dragon boat'),
          word('粽子', 'zòngzi', 'أرز ملفوف بأوراق القصب', 'zongzi'),
          word('比赛', 'bǐsài', 'سباق', 'race'),
          word('诗人', 'shīrén', 'شاعر', 'poet'),
        ],
      },
      {
        title: text('中秋节', 'عيد منتصف الخريف', 'Mid-Autumn Festival'),
        words: [
          word('月饼', 'yuèbing', 'كعكة القمر', 'mooncake'),
          word('团圆', 'tuányuán', 'لمّ الشمل', 'reunion'),
          word('中秋快乐', 'Zhōngqiū kuàilè', 'عيد منتصف خريف سعيد', 'Happy Mid-Autumn'),
          word('赏月', 'shǎng yuè', 'تأمّل القمر', 'admire the moon'),
        ],
      },
    ],
  );
}

export function teachingCourse(kit: MediaKit): Promise<ContentManifestInput> {
  return shortCourse(
    kit,
    {
      slug: 'teaching-arab-learners',
      title: text(
        '面向阿拉伯学生的汉语教学',
        'تدريس الصينية للمتعلمين العرب',
        'Teaching Chinese to Arab Learners',
      ),
      summary: text(
        '为汉语教师设计：阿拉伯学生的声调难点、汉字书写和课堂活动。',
        'مصمّمة لمعلّمي الصينية: صعوبات النغمات لدى المتعلمين العرب، وكتابة الحروف، والأنشطة الصفية.',
        'For teachers: the tones Arab learners find hard, writing characters, and classroom activities.',
      ),
      teacher: { name: text('陈老师', 'الأستاذ تشن', 'Mr Chen') },
      audience: 'teacher',
      difficulty: 'complex',
      direction: 'learn',
      category: 'profession',
      hot: 40,
      position: 4,
      colours: ['#16a085', '#2c3e50'],
    },
    'teaching',
    [
      {
        title: text('声调教学', 'تعليم النغمات', 'Teaching tones'),
        words: [
          word('声调', 'shēngdiào', 'النغمة', 'tone'),
          word('第三声', 'dì sān shēng', 'النغمة الثالثة', 'third tone'),
          word('妈 麻 马 骂', 'mā má mǎ mà', 'أم، قنب، حصان، يشتم', 'mother, hemp, horse, scold'),
          word('发音', 'fāyīn', 'النطق', 'pronunciation'),
        ],
      },
      {
        title: text('汉字教学', 'تعليم الحروف', 'Teaching characters'),
        words: [
          word('笔画', 'bǐhuà', 'الخطّ (ضربة القلم)', 'stroke'),
          word('笔顺', 'bǐshùn', 'ترتيب الخطوط', 'stroke order'),
          word('部首', 'bùshǒu', 'الجذر', 'radical'),
          word('从左到右', 'cóng zuǒ dào yòu', 'من اليسار إلى اليمين', 'from left to right'),
        ],
      },
      {
        title: text('课堂活动', 'الأنشطة الصفية', 'Classroom activities'),
        words: [
          word('游戏', 'yóuxì', 'لعبة', 'game'),
          word('对话', 'duìhuà', 'حوار', 'dialogue'),
          word('小组', 'xiǎozǔ', 'مجموعة صغيرة', 'small group'),
          word('角色扮演', 'juésè bànyǎn', 'لعب الأدوار', 'role play'),
        ],
      },
    ],
  );
}
