import { describe, expect, it } from 'vitest';
import { HOME_FIRST_LOAD, initialFiles, type Manifest } from './home-js-budget';

// The shape Vite writes: entries, the lazily imported shell and pages, shared chunks.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    imports: ['_preload.js'],
    dynamicImports: ['src/app/bootstrap.tsx'],
  },
  '_preload.js': { file: 'assets/preload.js' },
  'src/app/bootstrap.tsx': {
    file: 'assets/bootstrap.js',
    imports: ['_react.js', '_preload.js'],
    dynamicImports: ['src/features/home/home-page.tsx', 'src/features/drive/drive-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_styles.css'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/features/home/home-page.tsx': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js' },
  'src/features/drive/drive-page.tsx': { file: 'assets/drive.js', imports: ['_editor.js'] },
  '_editor.js': { file: 'assets/editor.js' },
};

describe('the home route first load', () => {
  it('counts the entry, the shell and the home page with what they import, each once', () => {
    expect(initialFiles(manifest, HOME_FIRST_LOAD)).toEqual([
      'assets/main.js',
      'assets/preload.js',
      'assets/bootstrap.js',
      'assets/react.js',
      'assets/home.js',
      'assets/card.js',
    ]);
  });

  it('leaves out pages the home only may open later, and style sheets', () => {
    const files = initialFiles(manifest, HOME_FIRST_LOAD);
    expect(files).not.toContain('assets/drive.js');
    expect(files).not.toContain('assets/editor.js');
    expect(files).not.toContain('assets/styles.css');
  });

  it('fails loudly when the build has no chunk for a first-load module', () => {
    expect(() => initialFiles({}, HOME_FIRST_LOAD)).toThrow(/index\.html/);
  });
});
