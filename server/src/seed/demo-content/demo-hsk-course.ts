import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { videoHour, type HourInput } from './demo-videos';
import { hskLesson1Test } from './exam-papers/lesson-tests';
import { text, word } from './local-text';
import type { MediaKit } from './media-kit';

export const HSK_CHAPTERS = [
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
      const made = await videoHour(kit, title, chapter.clip, h > 0);
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
    // Lesson 1 ends with its lesson test, after the word list.
    if (c === 0) {
      hours.at(-1)!.contents.push({
        kind: 'test',
        title: hskLesson1Test.title,
        test: hskLesson1Test.slug,
      });
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
      exam: { family: 'hsk', level: 1 },
      hot: 90,
      position: 2,
      semesters: [
        { title: text('2026年秋季', 'خريف 2026', 'Autumn 2026'), startsOn: '2026-09-01', chapters },
      ],
    },
  };
}
