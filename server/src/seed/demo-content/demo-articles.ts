import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import type { ItemInput } from './demo-videos';
import { html, text, word } from './local-text';
import type { MediaKit } from './media-kit';

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
