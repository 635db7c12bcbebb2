import { describe, expect, it } from 'vitest';
import { chunkFiles, earlyPageHints, type BuildManifest } from './early-page';

// The shape Vite writes: the desktop entry, the phone site's, and a page's early start.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_languages-2.js'] },
  'mobile/index.html': {
    file: 'assets/mobile-3.js',
    isEntry: true,
    imports: ['_languages-2.js', '_session-4.js'],
  },
  '_languages-2.js': { file: 'assets/languages-2.js', name: 'languages' },
  '_session-4.js': { file: 'assets/session-4.js', name: 'session' },
  '_video-5.js': { file: 'assets/video-5.js', name: 'video', imports: ['_languages-2.js'] },
  'src/start.ts': {
    file: 'assets/start-6.js',
    name: 'start',
    isDynamicEntry: true,
    imports: ['_session-4.js', 'index.html', '_video-5.js'],
  },
};

describe("an early page's chunk", () => {
  it("is its file and its imports' files, without what the desktop entry loads anyway", () => {
    // The phone site's entry shares session-4: the desktop page still has to ask for it.
    expect(chunkFiles(MANIFEST, 'start')).toEqual([
      '/assets/start-6.js',
      '/assets/session-4.js',
      '/assets/video-5.js',
    ]);
  });

  it('is nothing when the build has no such chunk, or wrote no manifest', () => {
    expect(chunkFiles(MANIFEST, 'video')).toEqual([]);
    const page = {
      routes: ['/a'],
      calls: [{ path: '/api/x', query: { id: 'id' } }],
      chunk: 'start',
    };
    expect(earlyPageHints([page], undefined)).toEqual([
      { routes: ['/a'], calls: page.calls, preload: [] },
    ]);
  });
});
