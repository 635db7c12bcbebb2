import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';
import { WATCH_TEXT } from './watch-to-end-texts';

/**
 * A class hour watched to its end is done (issue 15): the demo YCT clips really play in Chromium
 * to their last second, the class hour is marked done, the next one opens instead of staying
 * locked, and the course's progress moves. Nothing here sets the position: the clip plays.
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

type Language = keyof typeof WATCH_TEXT;

function video(page: Page): Locator {
  return page.getByTestId('class-hour-video');
}

function hourHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) });
}

/** The text of the caption shown now (the interface language's track is on by default). */
function shownCaption(page: Page) {
  return video(page).evaluate((v: HTMLVideoElement) => {
    const track = [...v.textTracks].find((candidate) => candidate.mode === 'showing');
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    return cue ? cue.text : null;
  });
}

/**
 * Plays the clip (muted, as autoplay rules want) at `rate` until it ends by itself; `midway` runs
 * once it has played two seconds, while it keeps playing.
 */
async function playToTheEnd(page: Page, rate = 1, midway?: () => Promise<void>) {
  await expect(video(page)).toBeVisible();
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  await video(page).evaluate(async (v: HTMLVideoElement, speed) => {
    v.muted = true;
    v.playbackRate = speed;
    await v.play();
  }, rate);
  if (midway) {
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(2);
    await midway();
  }
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended), { timeout: 40_000 })
    .toBe(true);
  const { currentTime, duration } = await video(page).evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    duration: v.duration,
  }));
  expect(currentTime).toBe(duration);
}

/** Signs a new learner up and opens the first class hour of the demo YCT course. */
async function startYct(page: Page, language: Language) {
  const text = WATCH_TEXT[language];
  await registerLearner(page, language === 'ar' ? 'ليلى' : '小红');
  await page.goto(text.list);
  await page.getByRole('heading', { level: 3 }).getByRole('link', { name: text.yct }).click();
  await expect(page.getByRole('heading', { name: text.progress })).toBeVisible();
  await expect(page.getByText(text.summary(0))).toBeVisible();
  await page.getByRole('button', { name: text.start }).click();
  await expect(hourHeading(page, text.hours[0])).toBeVisible();
}

/** The course page, reached from the class hour's breadcrumb. */
async function courseProgress(page: Page, language: Language, done: number) {
  const text = WATCH_TEXT[language];
  await page.getByRole('navigation').getByRole('link', { name: text.yct }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.yct })).toBeVisible();
  await expect(page.getByText(text.summary(done))).toBeVisible();
}

for (const language of ['ar', 'zh'] as const) {
  const text = WATCH_TEXT[language];

  test(`${language}: a class hour watched to its end is done and the next one opens`, async ({
    page,
  }) => {
    await startYct(page, language);
    await playToTheEnd(page, 1, async () => {
      // The caption says what the picture shows (你好), above the words burned into it.
      await expect.poll(() => shownCaption(page)).toBe(text.caption);
      await video(page).screenshot({
        path: path.join(artifactsDir, `watch-to-end-caption-${language}.png`),
      });
    });
    await expect(hourHeading(page, text.hours[0])).toContainText(text.done);
    await page.screenshot({
      path: path.join(artifactsDir, `watch-to-end-done-${language}.png`),
      fullPage: true,
    });

    await page.getByTestId('next-class-hour').click();
    await expect(hourHeading(page, text.hours[1])).toBeVisible();
    await expect(page.getByTestId('class-hour-locked')).toHaveCount(0);
    await expect(video(page)).toBeVisible();
    await expect(hourHeading(page, text.hours[1])).not.toContainText(text.done);

    await courseProgress(page, language, 1);
    await expect(page.getByRole('progressbar', { name: text.progress })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  test(`${language}: a class hour opened from its address plays before the page is drawn, and the page's player carries it to its end`, async ({
    page,
  }) => {
    await startYct(page, language);
    const address = page.url();
    // A slow link for the app's own code: the video must not wait for it.
    let releaseApp = () => undefined as void;
    const appHeld = new Promise<void>((release) => (releaseApp = release));
    await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // The page opened afresh at the class hour's address, as a link or a bookmark opens it.
    await page.goto('about:blank');
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/muke/getContent?')) seen.push('class hour asked');
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/main-[^/]+\.js$/.test(request.url())) seen.push('entry arrived');
    });
    await page.goto(address);

    // Before any of the app: the class hour's video, with its controls, over the window.
    const early = page.locator('#qiao-early-layer video');
    await expect(early).toBeVisible();
    await expect(hourHeading(page, text.hours[0])).toBeHidden();
    // The page's own script asked for the class hour, before the app's entry had even arrived,
    // and the entry took that answer instead of asking again.
    expect(seen).toEqual(['class hour asked', 'entry arrived']);
    await early.evaluate(async (v: HTMLVideoElement) => {
      v.dataset.startedEarly = 'yes';
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => early.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(1);
    await page.screenshot({ path: path.join(artifactsDir, `watch-early-video-${language}.png`) });

    // The app arrives: its player is that very video, still playing, and the layer is gone.
    releaseApp();
    await expect(hourHeading(page, text.hours[0])).toBeVisible();
    await expect(video(page)).toHaveAttribute('data-started-early', 'yes');
    await expect(page.locator('#qiao-early-layer')).toHaveCount(0);
    // The page drawn took the answer its script had asked for: the class hour was asked once.
    expect(seen.filter((event) => event === 'class hour asked')).toHaveLength(1);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended), { timeout: 40_000 })
      .toBe(true);
    // What it played before the page was drawn counts: the class hour is done.
    await expect(hourHeading(page, text.hours[0])).toContainText(text.done);
  });

  test(`${language}: a whole lesson of seven class hours watched moves the course`, async ({
    page,
  }) => {
    // Seven clips at 2×, each class hour loaded in turn: minutes on a busy machine.
    test.setTimeout(420_000);
    await startYct(page, language);
    for (const title of text.hours.slice(0, 7)) {
      await expect(hourHeading(page, title)).toBeVisible();
      // At the player's fastest speed: the wall clock still allows every second played.
      await playToTheEnd(page, 2);
      await expect(hourHeading(page, title)).toContainText(text.done);
      await page.getByTestId('next-class-hour').click();
    }
    // The next lesson's first class hour is open too.
    await expect(hourHeading(page, text.hours[7])).toBeVisible();
    await expect(page.getByTestId('class-hour-locked')).toHaveCount(0);
    await expect(video(page)).toBeVisible();

    await courseProgress(page, language, 7);
    await expect(page.getByRole('progressbar', { name: text.progress })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    await page.screenshot({
      path: path.join(artifactsDir, `watch-to-end-course-${language}.png`),
      fullPage: true,
    });
  });
}
