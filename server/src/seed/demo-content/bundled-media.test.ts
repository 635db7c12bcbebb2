import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { YCT_LESSONS } from './yct-lessons';

const BUNDLED = path.join(import.meta.dirname, 'bundled');

/** Every `kit.clip('…')` and card word the demo sources name. */
function namedInSources(pattern: RegExp): string[] {
  const sources = fs
    .readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => fs.readFileSync(path.join(import.meta.dirname, name), 'utf8'))
    .join('\n');
  return [...new Set([...sources.matchAll(pattern)].map((match) => match[1]!))];
}

describe('bundled demo media', () => {
  it('holds every clip the demo names', () => {
    // YCT lessons name their clip by number (`yct-01`…); the other parts name theirs.
    const yct = YCT_LESSONS.map((_, index) => `yct-${String(index + 1).padStart(2, '0')}`);
    const clips = [...yct, ...namedInSources(/clip: '([a-z0-9-]+)'/g)];
    expect(clips.length).toBeGreaterThan(15);
    for (const clip of clips)
      expect(fs.existsSync(path.join(BUNDLED, `${clip}.mp4`)), clip).toBe(true);
  });

  it('stays small enough to live in the repository (under 3 MB of media)', () => {
    const media = fs.readdirSync(BUNDLED).filter((name) => /\.(mp4|mp3)$/.test(name));
    const bytes = media.reduce((sum, name) => sum + fs.statSync(path.join(BUNDLED, name)).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});
