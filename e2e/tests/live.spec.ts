import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * Live classes of the demo catalogue in Arabic: a visitor is asked to sign in to join; a learner
 * signs up for the class three days ahead, enters the class on now through Qiao (the room opens
 * in a new tab at the provider, faked here), and finds both in "my live classes".
 */
const ar = {
  upcoming: 'بث مباشر: ورشة النغمات الأربع',
  onNow: 'جلسة أسئلة مباشرة أسبوعية لـ HSK المستوى الأول',
  signInToJoin: 'سجّل الدخول للانضمام',
  signUp: 'سجّل',
  signedUp: 'مسجَّل',
  cancel: 'إلغاء التسجيل',
  join: 'انضم إلى الدرس',
  attended: 'حضرتَ',
  statusLive: 'مباشر الآن',
  statusUpcoming: 'قريبًا',
  myLive: 'دروسي المباشرة',
  empty: 'لم تسجّل في أي درس مباشر بعد.',
};

const LIVE_LIST = '/#/pages/index/course_list';
const MY_LIVE = '/#/pages/personal/personal?section=live';

function card(page: Page, title: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
}

test('in Arabic: sign up for an upcoming class, join the one on now, find both in my live classes', async ({
  page,
}) => {
  await page.goto(LIVE_LIST);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card(page, ar.onNow).getByRole('button', { name: ar.signInToJoin })).toBeVisible();

  await registerLearner(page, 'مريم');
  await page.goto(LIVE_LIST);
  const upcoming = card(page, ar.upcoming);
  await expect(upcoming.getByText(ar.statusUpcoming, { exact: true })).toBeVisible();
  await upcoming.getByRole('button', { name: ar.signUp, exact: true }).click();
  await expect(upcoming.getByText(ar.signedUp, { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: ar.cancel })).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'live-list-ar.png'), fullPage: true });

  // The provider is never contacted: its room page is answered here.
  await page
    .context()
    .route('https://live.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>room</title>' }),
    );
  const onNow = card(page, ar.onNow);
  const popup = page.waitForEvent('popup');
  await onNow.getByRole('button', { name: ar.join }).click();
  const room = await popup;
  await expect.poll(() => room.url()).toBe('https://live.example.org/room/qiao-hsk-weekly');
  await room.close();
  await expect(onNow.getByText(ar.attended, { exact: true })).toBeVisible();

  await page.goto(MY_LIVE);
  const mine = page.getByRole('main');
  await expect(mine.getByRole('heading', { name: ar.myLive })).toBeVisible();
  // On now first, then the class ahead.
  await expect(mine.locator('article h3')).toHaveText([ar.onNow, ar.upcoming]);
  await expect(card(page, ar.onNow).getByText(ar.statusLive, { exact: true })).toBeVisible();
  await expect(card(page, ar.onNow).getByText(ar.attended, { exact: true })).toBeVisible();
  await expect(card(page, ar.upcoming).getByText(ar.signedUp, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'my-live-ar.png'), fullPage: true });

  await card(page, ar.upcoming).getByRole('button', { name: ar.cancel }).click();
  await expect(mine.locator('article h3')).toHaveText([ar.onNow]);
});

test('in Arabic: a new learner’s live classes are empty, with a way to the list', async ({
  page,
}) => {
  await registerLearner(page, 'خالد');
  await page.goto(MY_LIVE);
  await expect(page.getByText(ar.empty)).toBeVisible();
});
