import clips from './bundled/clips.json' with { type: 'json' };
import { type Cue } from './webvtt';

/**
 * What each bundled clip shows and says: the words burned into its picture (characters, pinyin,
 * Arabic) and spoken twice by its voice. `bundled/clips.json` is the one list both
 * `make-bundled-media.sh` draws the clips from and the captions are written from, so a caption
 * can only say what its clip shows.
 */
export interface BundledClip {
  name: string;
  hanzi: string;
  pinyin: string;
  ar: string;
  en: string;
  /** The picture's background, as ffmpeg reads it. */
  colour: string;
}

export const BUNDLED_CLIPS: readonly BundledClip[] = clips;

export function bundledClip(name: string): BundledClip {
  const clip = BUNDLED_CLIPS.find((candidate) => candidate.name === name);
  if (!clip) throw new Error(`No bundled clip is called ${name}`);
  return clip;
}

/**
 * Where a caption goes: the top line of the picture. The clip's own words fill its middle and
 * lower part (characters at 18 to 45% of the height, pinyin at 55 to 66%, Arabic at 72 to 85%, the mark
 * in the bottom corner), so the usual bottom caption would cover the Arabic; the top band is
 * empty.
 */
export const CAPTION_PLACEMENT = 'line:0 position:50% align:center';

/** A clip's caption in one track: its words for the whole clip, in the top band. */
export function clipCues(name: string, track: 'zh' | 'ar', seconds: number): Cue[] {
  const clip = bundledClip(name);
  const text = track === 'zh' ? `${clip.hanzi} ${clip.pinyin}` : `${clip.hanzi}: ${clip.ar}`;
  return [{ start: 0, end: seconds, text, settings: CAPTION_PLACEMENT }];
}
