import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { clipCues } from './bundled-clips';
import type { text } from './local-text';
import type { MediaKit } from './media-kit';

type CourseInput = Extract<ContentManifestInput, { type: 'course' }>['course'];
type SemesterInput = CourseInput['semesters'][number];
export type HourInput = SemesterInput['chapters'][number]['hours'][number];
type CollectionInput = Extract<ContentManifestInput, { type: 'collection' }>['collection'];
export type ItemInput = CollectionInput['items'][number];

/** Every bundled clip lasts this long. */
export const CLIP_SECONDS = 8;

/**
 * A clip's caption files, made from what the clip itself shows and says (`bundled/clips.json`):
 * the Chinese track gives characters and pinyin, the Arabic one the meaning. Captions once came
 * from the words a class hour teaches, which the clip does not show ("goodbye" over "hello").
 */
export async function captioned(kit: MediaKit, clip: string) {
  return {
    zh: await kit.captions(`${clip}.zh`, clipCues(clip, 'zh', CLIP_SECONDS)),
    ar: await kit.captions(`${clip}.ar`, clipCues(clip, 'ar', CLIP_SECONDS)),
  };
}

/** A class hour holding one captioned clip. */
export async function videoHour(
  kit: MediaKit,
  title: ReturnType<typeof text>,
  clip: string,
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
        captions: await captioned(kit, clip),
        durationSeconds: CLIP_SECONDS,
      },
    ],
  };
}

export interface VideoSpec {
  slug: string;
  title: ReturnType<typeof text>;
  summary: ReturnType<typeof text>;
  /** A bundled clip; its captions say what it shows. */
  clip: string;
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
    captions: await captioned(kit, spec.clip),
    durationSeconds: CLIP_SECONDS,
  };
}

/** Micro-lessons: the "Everyday Greetings" series, four short videos. */
