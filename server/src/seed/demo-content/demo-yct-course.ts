import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { videoHour, type HourInput } from './demo-videos';
import { yctLesson1Test } from './exam-papers/lesson-tests';
import { text } from './local-text';
import type { MediaKit } from './media-kit';
import { YCT_HOURS, YCT_LESSONS } from './yct-lessons';

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
      // Every hour of a lesson plays the lesson's clip, captioned with what the clip shows.
      hours.push(
        await videoHour(
          kit,
          text(
            `${hour.zh}：${lesson.topic.zh}`,
            `${hour.ar}: ${lesson.topic.ar}`,
            `${hour.en}: ${lesson.topic.en}`,
          ),
          clip,
          h > 0,
        ),
      );
    }
    // Lesson 1 ends with its lesson test, after the hour's video.
    if (l === 0) {
      hours.at(-1)!.contents.push({
        kind: 'test',
        title: yctLesson1Test.title,
        test: yctLesson1Test.slug,
      });
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
      exam: { family: 'yct', level: 1 },
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
