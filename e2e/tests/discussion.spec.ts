import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './console-watch';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';

/**
 * A course discussion on the demo YCT course: a new learner posts (it waits for review), an admin
 * approves it from the review page, then everyone sees it; the learner replies, likes once and
 * copies the post's link. One look in Chinese.
 */
const TEXT = {
  ar: {
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    discussion: 'النقاش',
    newPost: 'مشاركة جديدة',
    title: 'العنوان',
    content: 'المحتوى',
    submit: 'انشر',
    titleRequired: 'لا يمكن أن يكون العنوان فارغًا',
    awaitingReview: 'تم الإرسال بنجاح، بانتظار المراجعة',
    submitted: 'تم الإرسال بنجاح',
    pending: 'بانتظار المراجعة',
    empty: 'لا توجد مشاركات بعد: كن أول من يبدأ النقاش',
    accountMenu: (name: string) => `قائمة الحساب: ${name}`,
    reviewMenu: 'مراجعة النقاشات',
    reviewTitle: 'مراجعة النقاشات',
    approve: 'موافقة',
    approved: 'تمت الموافقة: يراها الجميع الآن',
    replyLabel: 'ردّك',
    reply: 'ردّ',
    like: 'أعجبني',
    unlike: 'إلغاء الإعجاب',
    liked: 'تم الإعجاب بنجاح',
    share: 'مشاركة الرابط',
    copied: 'تم نسخ الرابط بنجاح',
  },
  zh: {
    discussion: '讨论区',
    signInToPost: '登录后参与讨论',
    likes: '1 赞',
    replies: '1 条回复',
  },
} as const;

const AR = TEXT.ar;
const POST_TITLE = 'كيف أتذكّر النغمات في 你好؟';
const POST_TEXT = 'أنسى دائمًا النغمة الثالثة.\nهل من نصيحة؟';
const REPLY_TEXT = 'جرّبت قراءة الكلمات بصوت عالٍ كل يوم.';

const expectToast = (page: Page, text: string) =>
  expect(page.locator('.ant-message').getByText(text, { exact: true })).toBeVisible();
const discussion = (page: Page) => page.locator('#discussion');
const postCard = (page: Page) => discussion(page).getByRole('article', { name: POST_TITLE });
const counter = (page: Page, name: string) => postCard(page).locator(`[data-counter="${name}"]`);

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

test('in Arabic: a new learner posts, an admin approves, then the learner replies, likes once and shares', async ({
  page,
  browser,
}) => {
  // Three people (learner, visitor, admin) each open their own browser.
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerLearner(page, 'سلمى الخطيب');
  await page.goto('/?lang=al#/pages/mooc_list/mooc_list');
  await page.getByRole('heading', { level: 3 }).getByRole('link', { name: AR.yct }).click();
  await expect(page.getByRole('heading', { level: 1, name: AR.yct })).toBeVisible();
  const courseRoute = new URL(page.url()).hash;
  await expect(discussion(page).getByRole('heading', { name: AR.discussion })).toBeVisible();

  // An empty title is refused on the spot; a real post waits for review, marked so for its author.
  await discussion(page).getByRole('button', { name: AR.newPost }).click();
  const form = discussion(page).getByRole('form', { name: AR.newPost });
  await form.getByLabel(AR.content).fill(POST_TEXT);
  await form.getByRole('button', { name: buttonName(AR.submit) }).click();
  await expect(form.getByText(AR.titleRequired)).toBeVisible();
  await form.getByLabel(AR.title).fill(POST_TITLE);
  await form.getByRole('button', { name: buttonName(AR.submit) }).click();
  await expectToast(page, AR.awaitingReview);
  await expect(postCard(page)).toBeVisible();
  await expect(postCard(page).getByText(AR.pending)).toBeVisible();
  await expect(postCard(page).getByText('هل من نصيحة؟')).toBeVisible();

  // A visitor does not see it yet.
  const visitor = await freshPage(browser);
  await visitor.goto(`/?lang=al${courseRoute}`);
  await expect(discussion(visitor).getByText(AR.empty)).toBeVisible();
  await expect(postCard(visitor)).toHaveCount(0);

  // The admin finds it under "discussion review" in the account menu and approves it.
  const admin = await freshPage(browser);
  await signInWithPassword(admin, 'ar', E2E_ADMIN);
  await admin.getByRole('button', { name: AR.accountMenu(E2E_ADMIN.name) }).click();
  await admin.getByRole('menuitem', { name: AR.reviewMenu }).click();
  await expect(admin).toHaveURL(/#\/pages\/admin\/posts$/);
  await expect(admin.getByRole('heading', { level: 1, name: AR.reviewTitle })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: POST_TITLE });
  await expect(row).toContainText('سلمى الخطيب');
  await row.getByRole('button', { name: buttonName(AR.approve) }).click();
  await expectToast(admin, AR.approved);
  await expect(row).toBeHidden();

  // Now the visitor sees it, with no pending mark.
  await visitor.reload();
  await expect(postCard(visitor)).toBeVisible();
  await expect(postCard(visitor).getByText(AR.pending)).toHaveCount(0);

  // The learner opens the post and replies; an approved author's reply shows at once.
  await page.reload();
  await expect(postCard(page).getByText(AR.pending)).toHaveCount(0);
  await postCard(page).getByRole('button', { name: POST_TITLE }).click();
  await expect(page).toHaveURL(/post=[0-9a-f-]{36}/);
  await discussion(page).getByLabel(AR.replyLabel).fill(REPLY_TEXT);
  await discussion(page)
    .getByRole('button', { name: buttonName(AR.reply) })
    .click();
  await expectToast(page, AR.submitted);
  await expect(
    discussion(page).getByRole('listitem').filter({ hasText: REPLY_TEXT }),
  ).toBeVisible();
  await expect(counter(page, 'replies')).toHaveText(/^1\D/);

  // Like: the count goes up and the button turns into "unlike"; the server refuses a second like.
  await expect(counter(page, 'likes')).toHaveText(/^0\D/);
  await postCard(page).getByRole('button', { name: AR.like }).click();
  await expectToast(page, AR.liked);
  await expect(counter(page, 'likes')).toHaveText(/^1\D/);
  await expect(postCard(page).getByRole('button', { name: AR.unlike })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(postCard(page).getByRole('button', { name: AR.like, exact: true })).toHaveCount(0);
  const postId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('post');
  const origin = new URL(page.url()).origin;
  const again = await page.request.post('/api/post/addPostLike', {
    data: { id: postId },
    headers: { origin, 'x-qiao-lang': 'al' },
  });
  expect((await again.json()) as { code: number }).toMatchObject({ code: 3644 });
  await page.reload();
  await expect(counter(page, 'likes')).toHaveText(/^1\D/);

  // Share copies the post's link and counts it.
  await postCard(page).getByRole('button', { name: AR.share }).click();
  await expectToast(page, AR.copied);
  await expect(counter(page, 'shares')).toHaveText(/^1\D/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`post=${postId}`);

  // The copied link opens the post for the visitor, with the reply.
  await visitor.goto(copied);
  await expect(postCard(visitor)).toBeVisible();
  await expect(visitor.getByText(REPLY_TEXT)).toBeVisible();

  // One look in Chinese: a visitor sees the discussion, the counts, and an invitation to sign in.
  await visitor.goto(`/?lang=zh${courseRoute}`);
  await expect(
    discussion(visitor).getByRole('heading', { name: TEXT.zh.discussion }),
  ).toBeVisible();
  await expect(counter(visitor, 'likes')).toHaveText(TEXT.zh.likes);
  await expect(counter(visitor, 'replies')).toHaveText(TEXT.zh.replies);
  await expect(
    discussion(visitor).getByRole('button', { name: TEXT.zh.signInToPost }),
  ).toBeVisible();
});
