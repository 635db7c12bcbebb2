import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOME_EARLY_START,
  HOME_FIRST_LOAD,
  HOME_JS_BUDGET_BYTES,
  initialFiles,
  overBudgetLine,
  type BudgetReport,
  type Manifest,
} from './home-js-budget';

const webRoot = path.resolve(import.meta.dirname, '../web');

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
    dynamicImports: [
      'src/features/home/home-page.tsx',
      'src/features/file-space/file-space-page.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_styles.css'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/features/home/home-page.tsx': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js' },
  'src/features/file-space/file-space-page.tsx': {
    file: 'assets/drive.js',
    imports: ['_editor.js'],
  },
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

describe('the budget check', () => {
  const report = (totalGzipBytes: number): BudgetReport => ({
    files: [],
    totalGzipBytes,
    budgetBytes: HOME_JS_BUDGET_BYTES,
    withinBudget: totalGzipBytes <= HOME_JS_BUDGET_BYTES,
  });

  it('says nothing within the budget, up to the last byte', () => {
    expect(overBudgetLine(report(HOME_JS_BUDGET_BYTES))).toBeUndefined();
  });

  it('fails with one line saying how far over', () => {
    expect(overBudgetLine(report(HOME_JS_BUDGET_BYTES + 12.5 * 1024))).toMatch(
      /12\.5 KB of gzipped JavaScript over its budget/,
    );
  });
});

describe('the first-load modules are the ones the app loads', () => {
  // A renamed entry, shell or home page would otherwise make the check measure nothing real.
  it('names source files that exist', () => {
    for (const key of HOME_FIRST_LOAD) expect(fs.existsSync(path.join(webRoot, key))).toBe(true);
  });

  it("counts the home's early start, which the entry imports beside the shell", () => {
    for (const key of HOME_EARLY_START) expect(fs.existsSync(path.join(webRoot, key))).toBe(true);
    const starts = fs.readFileSync(path.join(webRoot, 'src/app/early-starts.ts'), 'utf8');
    expect(starts).toContain("import('../features/home/home-early-start')");
    // The start's helpers are part of the entry itself, which index.html's chunk counts.
    expect(starts).toMatch(/from '\.\/early-start';/);
  });

  it('follows the app: the entry imports the shell, the shell the home page through its list', () => {
    const main = fs.readFileSync(path.join(webRoot, 'src/app/main.ts'), 'utf8');
    expect(main).toContain("import('./bootstrap')");
    // The router composes each feature's page list; the home's list loads the home page lazily.
    const router = fs.readFileSync(path.join(webRoot, 'src/app/desktop-router.tsx'), 'utf8');
    expect(router).toContain("from '../features/home/home-pages'");
    const homePages = fs.readFileSync(
      path.join(webRoot, 'src/features/home/home-pages.tsx'),
      'utf8',
    );
    expect(homePages).toContain("from './load-home-page'");
    const loadHomePage = fs.readFileSync(
      path.join(webRoot, 'src/features/home/load-home-page.ts'),
      'utf8',
    );
    expect(loadHomePage).toContain("import('./home-page')");
    expect(HOME_FIRST_LOAD).toContain('src/features/home/home-page.tsx');
  });
});
