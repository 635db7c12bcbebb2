import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import type { text } from './local-text';
import { type DemoWord } from './local-text';
import type { MediaKit } from './media-kit';
import { evenCues } from './webvtt';

type CourseInput = Extract<ContentManifestInput, { type: 'course' }>['course'];
type SemesterInput = CourseInput['semesters'][number];
export type HourInput = SemesterInput['chapters'][number]['hours'][number];
type CollectionInput = Extract<ContentManifestInput, { type: 'collection' }>['collection'];
export type ItemInput = CollectionInput['items'][number];

/** Every bundled clip lasts this long. */
export const CLIP_SECONDS = 8;

/** A clip's caption files: the Chinese track shows characters and pinyin, the Arabic one meanings. */
export async function captioned(kit: MediaKit, name: string, words: readonly DemoWord[]) {
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

/** A class hour holding one captioned clip. */
export async function videoHour(
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
        captions: await captioned(kit, captionName, words),
        durationSeconds: CLIP_SECONDS,
      },
    ],
  };
}

export interface VideoSpec {
  slug: string;
  title: ReturnType<typeof text>;
  summary: ReturnType<typeof text>;
  clip: string;
  words: DemoWord[];
}

export async function videoItem(
  kit: MediaKit,
  kind: 'weike' | 'video' | 'replay' | 'explore',
  spec: VideoSpec,
  colours: [string, string],
): Promise<ItemInput> {
  return {
    slug: spec.slug,
    kind,
    title: spec.title,
    summary: spec.summary,
    cover: await kit.cover(spec.slug, {
      zh: spec.title.zh,
      ar: spec.title.ar,
      colours,
      shape: 'wide',
    }),
    file: await kit.clip(spec.clip),
    captions: await captioned(kit, spec.slug, spec.words),
    durationSeconds: CLIP_SECONDS,
  };
}

/** Micro-lessons: the "Everyday Greetings" series, four short videos. */
