import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_CLIPS, bundledClip } from './bundled-clips';
import { demoManifests } from './demo-catalogue-step';
import { MediaKit } from './media-kit';

/**
 * The demo's captions say what its clips show (issue 15: the first YCT class hour's captions said
 * "goodbye" over a "hello" picture). Every captioned video of every demo manifest is checked
 * against the words its bundled clip burns in, and its captions keep clear of them.
 */
interface CaptionedVideo {
  where: string;
  file: string;
  captions: Record<string, string>;
}

function captionedVideos(node: unknown, where = ''): CaptionedVideo[] {
  if (Array.isArray(node))
    return node.flatMap((child, i) => captionedVideos(child, `${where}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    typeof record.file === 'string' && record.file.endsWith('.mp4') && record.captions
      ? [{ where, file: record.file, captions: record.captions as Record<string, string> }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => captionedVideos(child, `${where}.${key}`)),
  ];
}

/** The cues of a WebVTT file: their settings and text. */
function cuesOf(vtt: string) {
  return vtt
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [, timing = '', ...text] = block.trim().split('\n');
      return { settings: timing.split(/\s+/).slice(3).join(' '), text: text.join(' ') };
    });
}

let root: string;
let videos: CaptionedVideo[];
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-demo-captions-'));
  const manifests = await demoManifests(new MediaKit(root), new Date('2026-11-25T10:00:00Z'));
  videos = captionedVideos(manifests);
}, 120_000);
afterAll(async () => fs.rm(root, { recursive: true, force: true }));

describe('the demo captions', () => {
  it('caption every class hour and item video of the demo (84 YCT class hours among them)', () => {
    const yct = videos.filter((video) => video.file.includes('/yct-'));
    expect(yct.length).toBeGreaterThanOrEqual(84);
    expect(videos.every((video) => video.captions.zh && video.captions.ar)).toBe(true);
  });

  it('say, in every cue, the words the clip shows and speaks, and nothing else', async () => {
    for (const video of videos) {
      const clip = bundledClip(path.basename(video.file, '.mp4'));
      const zh = cuesOf(await fs.readFile(path.join(root, video.captions.zh!), 'utf8'));
      const ar = cuesOf(await fs.readFile(path.join(root, video.captions.ar!), 'utf8'));
      expect(zh.length, video.where).toBeGreaterThan(0);
      for (const cue of zh) expect(cue.text, video.where).toBe(`${clip.hanzi} ${clip.pinyin}`);
      for (const cue of ar) expect(cue.text, video.where).toBe(`${clip.hanzi}: ${clip.ar}`);
    }
  });

  it('sit on the top line, clear of the words burned into the lower part of the picture', async () => {
    for (const video of videos) {
      for (const file of Object.values(video.captions)) {
        for (const cue of cuesOf(await fs.readFile(path.join(root, file), 'utf8')))
          expect(cue.settings, `${video.where} ${file}`).toMatch(/\bline:0\b/);
      }
    }
  });

  it('come from the same list of clips the script that makes the clips reads', async () => {
    const script = await fs.readFile(
      path.join(import.meta.dirname, 'bundled', 'make-bundled-media.sh'),
      'utf8',
    );
    expect(script).toContain('clips.json');
    expect(new Set(BUNDLED_CLIPS.map((clip) => clip.name)).size).toBe(BUNDLED_CLIPS.length);
  });
});
