import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { homeJsBudget, printBudget } from '../../scripts/home-js-budget';
import { freePort, repoRoot, startProcess } from './processes';
import { printRatioTable, type RatioRow } from './ratio-table';
import { videoStartRows } from './video-start';
import type { WebServerInfo } from './web-server';

/**
 * `npm run bench -- web`: Lighthouse (performance, desktop) on the production build served by Qiao
 * with its demo content: the home page and the YCT course page, each beside a minimal static page
 * served by the same server in the same run (the baseline; the median of three runs of each), so
 * the figures compare across machines. Then the home route's first-load JavaScript against its
 * 250 KB gzip budget; the bench exits non-zero when the budget is exceeded.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The yardstick for a page: static HTML served by the same Qiao with the page's heading and its
 * largest image (the one its LCP waits for), sized, so the figures compare what the page adds.
 */
const baselinePage = (imageUrl: string) => `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Qiao baseline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>جسرك إلى اللغة الصينية</h1><p>A static page: the yardstick for the pages below.</p>
<img src="${imageUrl}" alt="" width="640" height="360" fetchpriority="high"></body></html>`;

/** Lighthouse runs per page and per baseline; the median run (by LCP) is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const medianRun = (runs: PageFigures[]) =>
  [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;

interface PageFigures {
  lcpMs: number;
  /** Script bytes as the server sent them. */
  jsTransferredBytes: number;
  /** The same scripts gzipped, as a compressing server or CDN would send them. */
  jsGzipBytes: number;
  score: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipBytesOf(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is made again. */
async function measure(url: string, port: number, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, port);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

async function measureOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  return {
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    jsTransferredBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: await gzipBytesOf(scripts.map((item) => item.url)),
    score: lhr.categories.performance?.score ?? NaN,
  };
}

/** The YCT course of the demo catalogue, found the way a visitor would: by searching. */
async function yctCourseId(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/Index/searchContent?lang=zh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: 'YCT一级', tab: 'courses' }),
  });
  const body = (await response.json()) as {
    data?: { list: { id: string; kind: string; title: string }[] };
  };
  return body.data?.list.find((card) => card.kind === 'course' && card.title.startsWith('YCT一级'))
    ?.id;
}

/** The home's first banner cover: the largest image of its first screen. */
async function homeHeroImage(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Index/getIndexContent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { data?: { banners: { cover: string | null }[] } };
  const cover = body.data?.banners.find((banner) => banner.cover)?.cover;
  if (!cover) throw new Error('the demo home has no banner with a cover to compare with');
  return cover;
}

/** A course's cover, the largest image of its page's first screen. */
async function courseCover(baseUrl: string, courseId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Index/getMoocDataDetailNew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: courseId }),
  });
  const body = (await response.json()) as { data?: { coverUrl: string | null } };
  if (!body.data?.coverUrl) throw new Error('the YCT course has no cover to compare with');
  return body.data.coverUrl;
}

function buildWeb(): void {
  console.log('building the web app (production)…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('the web build failed');
}

export async function benchWeb() {
  // BENCH_WEB_DIST measures a build made elsewhere (another commit's) instead of building.
  const webDist = process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'web', 'dist');
  if (!process.env.BENCH_WEB_DIST) buildWeb();
  const budget = homeJsBudget(webDist);
  // The baseline page is served by Qiao itself, from a copy of the build, so both go through the
  // same static serving and headers.
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-web-'));
  const servedDist = path.join(workDir, 'dist');
  await fs.cp(webDist, servedDist, { recursive: true });

  const infoFile = path.join(workDir, 'web.json');
  const qiao = await startProcess(
    'bench/src/web-server.ts',
    {
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST: servedDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STORAGE: 'local',
      BENCH_WEB_INFO: infoFile,
    },
    '/readyz',
  );
  const info = JSON.parse(await fs.readFile(infoFile, 'utf8')) as WebServerInfo;
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  const rows: { name: string; figures: PageFigures; baseline: PageFigures }[] = [];
  let videoRows: RatioRow[] = [];
  try {
    const courseId = await yctCourseId(qiao.url);
    if (!courseId) throw new Error('the demo catalogue has no YCT一级 course to measure');
    const pages = [
      { name: 'home /', url: `${qiao.url}/`, image: await homeHeroImage(qiao.url) },
      {
        name: 'course (YCT 1) details',
        url: `${qiao.url}/#/pages/mooc_details/mooc_details?id=${courseId}`,
        image: await courseCover(qiao.url, courseId),
      },
    ];
    // One unmeasured run warms the server (first queries, file cache) for everyone.
    await measure(`${qiao.url}/`, debuggingPort);
    for (const [index, page] of pages.entries()) {
      const baselineFile = `bench-baseline-${index}.html`;
      await fs.writeFile(path.join(servedDist, baselineFile), baselinePage(page.image));
      const baselines: PageFigures[] = [];
      const figures: PageFigures[] = [];
      // In turns, the baseline right before each run of the page, so both see the same machine
      // state; the median run of each, as Lighthouse's own guidance asks of a varying metric.
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        baselines.push(await measure(`${qiao.url}/${baselineFile}`, debuggingPort));
        figures.push(await measure(page.url, debuggingPort));
      }
      rows.push({ name: page.name, figures: medianRun(figures), baseline: medianRun(baselines) });
    }
    videoRows = await videoStartRows({
      chromiumPath,
      baseUrl: qiao.url,
      servedDist,
      courseId,
      cookie: info.studentCookie,
    });
  } finally {
    await browser.close();
    await qiao.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
  printRows(rows);
  console.log(
    '\nVideo start, Chromium, the demo student; baseline: a bare page with the same video',
  );
  printRatioTable(videoRows, { figure: 'ms', baseline: 'bare ms' }, 0);
  printBudget(budget);
  const out = path.join(repoRoot, 'bench', 'results');
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(
    path.join(out, 'web.json'),
    JSON.stringify({ rows, videoRows, budget }, null, 2),
  );
  if (!budget.withinBudget) {
    throw new Error('the home route loads more than 250 KB of gzipped JavaScript on first visit');
  }
}

function printRows(rows: { name: string; figures: PageFigures; baseline: PageFigures }[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
  console.log(
    `\nQiao web pages, Lighthouse desktop performance, median of ${LIGHTHOUSE_RUNS} runs; baseline: a ` +
      "static page on Qiao with the page's largest image",
  );
  console.log(
    'page'.padEnd(26),
    'LCP ms'.padStart(8),
    'base'.padStart(7),
    'ratio'.padStart(6),
    'JS KB'.padStart(8),
    'gzip KB'.padStart(8),
    'base'.padStart(6),
    'score'.padStart(6),
    'base'.padStart(5),
    'ratio'.padStart(6),
  );
  for (const { name, figures, baseline } of rows) {
    console.log(
      name.padEnd(26),
      figures.lcpMs.toFixed(0).padStart(8),
      baseline.lcpMs.toFixed(0).padStart(7),
      ratio(figures.lcpMs, baseline.lcpMs).padStart(6),
      kb(figures.jsTransferredBytes).padStart(8),
      kb(figures.jsGzipBytes).padStart(8),
      kb(baseline.jsGzipBytes).padStart(6),
      (figures.score * 100).toFixed(0).padStart(6),
      (baseline.score * 100).toFixed(0).padStart(5),
      ratio(figures.score, baseline.score).padStart(6),
    );
  }
  console.log('(the baseline page has no JavaScript: its JS figures are 0 and no ratio is given)');
}
