import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { DEMO_LIVE_TIMES } from './demo-live-schedule';
import { videoItem, type ItemInput } from './demo-videos';
import { text } from './local-text';
import type { MediaKit } from './media-kit';

/**
 * Live classes: one on now (from an hour before the seed to sixty days after), one three days
 * ahead to sign up for (both kept so on a long-running demo, `demo-live-schedule.ts`), two that ended and left replays, each replay group holding its recordings.
 */
export async function liveAndReplays(kit: MediaKit, now: Date): Promise<ContentManifestInput[]> {
  const hour = 3600_000;
  const day = 24 * hour;
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
  const colours: [string, string] = ['#e67e22', '#c0392b'];
  const { onNow, ahead } = DEMO_LIVE_TIMES;
  const live: ItemInput[] = [
    {
      slug: onNow.slug,
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
      cover: await kit.cover(onNow.slug, {
        zh: 'HSK一级每周直播答疑',
        ar: 'جلسة مباشرة أسبوعية',
        colours,
        shape: 'wide',
      }),
      live: {
        startsAt: at(-onNow.startsBefore),
        endsAt: at(onNow.lasts),
        room: 'qiao-hsk-weekly',
      },
    },
    {
      slug: ahead.slug,
      kind: 'live',
      course: 'hsk-1',
      title: text(
        '直播：四声练习课',
        'بث مباشر: ورشة النغمات الأربع',
        'Live: the four tones workshop',
      ),
      summary: text(
        '和老师一起读准四个声调。',
        'انطق النغمات الأربع بدقة مع المعلّم.',
        'Say the four tones right with the teacher.',
      ),
      cover: await kit.cover(ahead.slug, {
        zh: '直播：四声练习课',
        ar: 'بث مباشر: ورشة النغمات الأربع',
        colours,
        shape: 'wide',
      }),
      live: {
        startsAt: at(ahead.startsIn),
        endsAt: at(ahead.startsIn + ahead.lasts),
        room: 'qiao-tones',
      },
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
    },
    {
      slug: 'live-yct-open-class-replays',
      course: 'yct-1',
      title: text('回放：数字歌', 'التسجيل: أغنية الأرقام', 'Replay: the numbers song'),
      clip: 'yct-04',
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
