import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to the home page downloads, from the web build's Vite manifest: the
 * desktop entry, the shell it imports on start, the home page's lazy chunk, and every chunk those
 * import statically. Measured as gzip bytes, the way a server compresses it for the browser.
 */
export const HOME_JS_BUDGET_BYTES = 250 * 1024;

/** The modules a first home visit loads, in order: entry, then the dynamic imports it awaits. */
export const HOME_FIRST_LOAD = [
  'index.html',
  'src/app/bootstrap.tsx',
  'src/features/home/home-page.tsx',
];

/**
 * The home's early start, which the entry imports beside the shell (app/early-starts.ts; the
 * entry's own `app/early-start.ts` is counted with index.html); a build made before early starts
 * existed (a bench of an older commit) has none.
 */
export const HOME_EARLY_START = ['src/features/home/home-early-start.ts'];

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files of `roots` and of everything they import statically, each once. */
export function initialFiles(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

export interface BudgetReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

export function homeJsBudget(webDist: string): BudgetReport {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`no build manifest at ${manifestPath}: run npm run build first`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const roots = [...HOME_FIRST_LOAD, ...HOME_EARLY_START.filter((key) => key in manifest)];
  const files = initialFiles(manifest, roots).map((file) => ({
    file,
    gzipBytes: gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length,
  }));
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    files,
    totalGzipBytes,
    budgetBytes: HOME_JS_BUDGET_BYTES,
    withinBudget: totalGzipBytes <= HOME_JS_BUDGET_BYTES,
  };
}

export function printBudget(report: BudgetReport): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nHome route first load, gzipped JavaScript (from the build manifest)');
  for (const file of report.files) console.log(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes)}`);
  console.log(
    `  total ${kb(report.totalGzipBytes)} of ${kb(report.budgetBytes)}: ` +
      (report.withinBudget ? 'within budget' : 'OVER BUDGET'),
  );
}

/** The one line a failing check ends with: how far over, and where to look. */
export function overBudgetLine(report: BudgetReport): string | undefined {
  if (report.withinBudget) return undefined;
  const over = ((report.totalGzipBytes - report.budgetBytes) / 1024).toFixed(1);
  return (
    `The home route's first load is ${over} KB of gzipped JavaScript over its budget: ` +
    'keep antd and other large libraries out of the shell and the home page (docs/decisions/026).'
  );
}

// `npx tsx scripts/home-js-budget.ts`: the check `npm test` runs after the build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = homeJsBudget(path.resolve(import.meta.dirname, '../web/dist'));
  printBudget(report);
  const failure = overBudgetLine(report);
  if (failure) {
    console.error(`\n${failure}`);
    process.exit(1);
  }
}
