import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { videoHour } from './demo-videos';
import { text, word, type DemoWord } from './local-text';
import type { MediaKit } from './media-kit';

type CourseInput = Extract<ContentManifestInput, { type: 'course' }>['course'];

/**
 * A course of one semester whose chapters have two class hours: explained, then practised. A
 * chapter's words are its lesson plan's vocabulary; the clip's captions say what the clip shows.
 */
async function shortCourse(
  kit: MediaKit,
  course: Omit<CourseInput, 'semesters' | 'cover'> & { colours: [string, string] },
  clip: string,
  chapters: { title: ReturnType<typeof text>; words: DemoWord[] }[],
): Promise<ContentManifestInput> {
  const { colours, ...rest } = course;
  const built = [];
  for (const chapter of chapters) {
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
      // One of the demo's two paid courses (decision 053): no demo account owns it.
      price: { amountMinor: 4900, currency: 'SAR' },
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

/** The demo's second paid course, priced in yuan: everyday Chinese for a stay in Beijing. */
export function beijingCourse(kit: MediaKit): Promise<ContentManifestInput> {
  return shortCourse(
    kit,
    {
      slug: 'everyday-beijing',
      title: text('北京生活汉语', 'الصينية اليومية في بكين', 'Everyday Chinese in Beijing'),
      summary: text(
        '在北京生活的常用汉语：坐地铁、问路和买东西。',
        'صينية الحياة اليومية في بكين: ركوب المترو، والسؤال عن الطريق، والتسوّق.',
        'Chinese for a stay in Beijing: taking the underground, asking the way and shopping.',
      ),
      teacher: { name: text('王老师', 'الأستاذة وانغ', 'Ms Wang') },
      price: { amountMinor: 9900, currency: 'CNY' },
      audience: 'adult',
      difficulty: 'normal',
      direction: 'learn',
      category: 'learn',
      hot: 30,
      position: 5,
      colours: ['#5a2e6a', '#2e4f8a'],
    },
    'city',
    [
      {
        title: text('坐地铁', 'ركوب المترو', 'Taking the underground'),
        words: [
          word('地铁', 'dìtiě', 'المترو', 'underground'),
          word('车站', 'chēzhàn', 'المحطة', 'station'),
          word('换乘', 'huànchéng', 'تغيير الخط', 'change lines'),
          word('出口', 'chūkǒu', 'المخرج', 'exit'),
        ],
      },
      {
        title: text('问路', 'السؤال عن الطريق', 'Asking the way'),
        words: [
          word('在哪儿', 'zài nǎr', 'أين', 'where is'),
          word('左边', 'zuǒbian', 'اليسار', 'left'),
          word('右边', 'yòubian', 'اليمين', 'right'),
          word('一直走', 'yìzhí zǒu', 'امشِ مستقيمًا', 'go straight on'),
        ],
      },
      {
        title: text('买东西', 'التسوّق', 'Shopping'),
        words: [
          word('多少钱', 'duōshao qián', 'بكم', 'how much'),
          word('便宜', 'piányi', 'رخيص', 'cheap'),
          word('贵', 'guì', 'غالٍ', 'expensive'),
          word('付钱', 'fù qián', 'الدفع', 'pay'),
        ],
      },
    ],
  );
}
