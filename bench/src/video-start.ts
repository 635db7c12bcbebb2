import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { RatioRow } from './ratio-table';

// Nine: on 2 cores, where Chromium draws in software, the median of five moved by a third between
// runs of the same build.
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 9);

/** The page under /bench-video.html: nothing but the video, at the address the player was given. */
const barePage = (mediaUrl: string) => `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Qiao video baseline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><video autoplay muted playsinline controls src="${mediaUrl}"></video></body></html>`;

interface Answer<T> {
  code: number;
  data: T;
}

async function post<T>(baseUrl: string, call: string, body: object, cookie: string): Promise<T> {
  const response = await fetch(baseUrl + call, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer<T>;
  if (answer.code !== 0) throw new Error(`${call}: ${JSON.stringify(answer)}`);
  return answer.data;
}

interface Tree {
  tree: {
    chapters: { classHours: { id: string; contents: { id: string; kind: string }[] }[] }[];
  }[];
}

/** The course's first class hour (never locked) and its video. */
async function firstVideoHour(baseUrl: string, courseId: string, cookie: string) {
  const course = await post<Tree>(
    baseUrl,
    '/api/Index/getMoocDataDetailNew',
    { id: courseId },
    cookie,
  );
  const hour = course.tree[0]?.chapters[0]?.classHours[0];
  const video = hour?.contents.find((content) => content.kind === 'video');
  if (!hour || !video) throw new Error('the course opens on no class hour with a video');
  return { hourId: hour.id, contentId: video.id };
}

/** What the page logs once a video plays: the bench waits for it without touching the page. */
const PLAYING_SAID = 'qiao-bench-playing';

// A string: it runs in the page, which this (Node) code cannot type. It notes the first `playing`
// (and says so on the console) and the first click, and makes every video the page adds
// `autoplay muted`, as the bare page's is: the figures are when the video could start.
const PAGE_WATCH = `
  document.addEventListener('playing', () => {
    if (window.qiaoPlayingAt !== undefined) return;
    window.qiaoPlayingAt = performance.now();
    console.log('${PLAYING_SAID}');
  }, true);
  document.addEventListener('click', () => { window.qiaoClickAt ??= performance.now(); }, true);
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (video.autoplay) continue;
      video.muted = true;
      video.autoplay = true;
      if (video.readyState >= 2 && video.paused) void video.play();
    }
  }).observe(document, { childList: true, subtree: true });`;

interface Marks {
  qiaoPlayingAt?: number;
  qiaoClickAt?: number;
}

/**
 * Milliseconds from the navigation's start (the page's time origin) to the first `playing` event
 * of a video on it, in a browser context of its own: nothing cached, as a first visit.
 */
async function toPlaying(browser: Browser, url: string, cookie: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: PAGE_WATCH });
    const playing = page.waitForEvent('console', {
      predicate: (message) => message.text() === PLAYING_SAID,
      timeout: 30_000,
    });
    // Nothing of the bench's own runs in the page until the video plays: a wait that polls the page
    // (waitForFunction) first evaluates Playwright's script there, 15-20 ms of the page's one
    // thread, in the middle of the start it measures (seen in a Chromium trace).
    await page.goto(url, { waitUntil: 'commit' });
    await playing;
    // A function, not a string: Qiao's policy forbids evaluating strings.
    return await page.evaluate(() => (globalThis as Marks).qiaoPlayingAt!);
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from the learner's click on the class hour in its course's page (settled, as a
 * learner reads it first) to the video playing: how a class hour is usually opened, inside the app.
 */
async function clickToPlaying(
  browser: Browser,
  courseUrl: string,
  hourId: string,
  cookie: string,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: courseUrl }]);
    const page = await context.newPage();
    await page.addInitScript({ content: PAGE_WATCH });
    await page.goto(courseUrl);
    const link = page.locator(`a[href*="${hourId}"]`).first();
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    const playing = page.waitForEvent('console', {
      predicate: (message) => message.text() === PLAYING_SAID,
      timeout: 30_000,
    });
    await link.click();
    await playing;
    return await page.evaluate(() => {
      const marks = globalThis as Marks;
      return marks.qiaoPlayingAt! - marks.qiaoClickAt!;
    });
  } finally {
    await context.close();
  }
}

const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * A class hour's page with a video, opened by the signed-in demo student, from navigation to
 * `playing`, beside a bare page served by the same Qiao with a <video autoplay muted> of the same
 * media address (signed afresh for each run, as the page's own play-auth call does). The page's
 * video is made `autoplay muted` the moment it is added, so both figures say when the video could
 * start. Runs alternate between the two so both see the same machine.
 */
export async function videoStartRows(options: {
  chromiumPath: string;
  baseUrl: string;
  servedDist: string;
  courseId: string;
  cookie: string;
}): Promise<RatioRow[]> {
  const { baseUrl, cookie } = options;
  const { hourId, contentId } = await firstVideoHour(baseUrl, options.courseId, cookie);
  // The address a course page's link to the class hour leads to (classHourLink in the web app).
  const pageUrl = `${baseUrl}/#/pages/mooc_details_son/mooc_details_son?id=${hourId}`;
  const browser = await chromium.launch({ executablePath: options.chromiumPath });
  const courseUrl = `${baseUrl}/#/pages/mooc_details/mooc_details?id=${options.courseId}`;
  const product: number[] = [];
  const clicked: number[] = [];
  const bare: number[] = [];
  try {
    for (let run = -1; run < RUNS; run++) {
      const auth = await post<{ url: string }>(
        baseUrl,
        '/api/Index/getLocalPlayAuth',
        { id: contentId },
        cookie,
      );
      await fs.writeFile(path.join(options.servedDist, 'bench-video.html'), barePage(auth.url));
      const bareMs = await toPlaying(browser, `${baseUrl}/bench-video.html`, cookie);
      const productMs = await toPlaying(browser, pageUrl, cookie);
      const clickedMs = await clickToPlaying(browser, courseUrl, hourId, cookie);
      // The first round warms the server and the file cache for both; it is not counted.
      if (run < 0) continue;
      bare.push(bareMs);
      product.push(productMs);
      clicked.push(clickedMs);
    }
  } finally {
    await browser.close();
  }
  return [
    {
      name: `class hour opened → playing (median of ${RUNS})`,
      figure: middle(product),
      baseline: middle(bare),
    },
    {
      name: `course page, click → playing (median of ${RUNS})`,
      figure: middle(clicked),
      baseline: middle(bare),
    },
  ];
}
