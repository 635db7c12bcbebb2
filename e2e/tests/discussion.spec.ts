import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { artifactsDir, E2E_ADMIN } from '../playwright.config';
import { expect, test } from './console-watch';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';

/**
 * A course discussion on the demo YCT course: a new learner posts in the rich editor (it waits for
 * review), an admin approves it from the review page, then everyone sees it; the learner replies,
 * likes once and copies the post's link. An author edits a post and a reply and deletes the
 * reply. One look in Chinese each.
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
    // Counts agree with their noun as Arabic asks: one reply, no likes, one like, one share.
    oneReply: 'ردّ واحد',
    noLikes: '0 إعجاب',
    oneLike: 'إعجاب واحد',
    oneShare: 'مشاركة واحدة للرابط',
    share: 'مشاركة الرابط',
    copied: 'تم نسخ الرابط بنجاح',
    pastedImage: 'الصور الملصقة غير مدعومة؛ أدرج الصورة بزر الصورة في شريط الأدوات',
    edit: 'تعديل',
    editPost: 'تعديل المشاركة',
    editReply: 'عدّل ردّك',
    save: 'حفظ',
    saved: 'تم الحفظ بنجاح',
    edited: 'عُدِّلت',
    del: 'حذف',
    replyDeleted: 'تم حذف الرد',
  },
  zh: {
    discussion: '讨论区',
    signInToPost: '登录后参与讨论',
    likes: '1 赞',
    replies: '1 条回复',
    edited: '已编辑',
    edit: '编辑',
    editPost: '编辑帖子',
  },
} as const;

const AR = TEXT.ar;
const POST_TITLE = 'كيف أتذكّر النغمات في 你好؟';
const POST_LINES = ['أنسى دائمًا النغمة الثالثة.', 'هل من نصيحة؟'];
const REPLY_TEXT = 'جرّبت قراءة الكلمات بصوت عالٍ كل يوم.';

const expectToast = (page: Page, text: string) =>
  expect(page.locator('.ant-message').getByText(text, { exact: true }).first()).toBeVisible();
const discussion = (page: Page) => page.locator('#discussion');
const postCard = (page: Page) => discussion(page).getByRole('article', { name: POST_TITLE });
const counter = (page: Page, name: string) => postCard(page).locator(`[data-counter="${name}"]`);

/** The editable body of the rich editor inside this form (TinyMCE edits inside an iframe). */
function editorBody(form: Locator) {
  return form.frameLocator('.tox-edit-area iframe').locator('body[contenteditable="true"]');
}

/** Types lines into a form's rich editor, as a person would, one paragraph each. */
async function writeInEditor(page: Page, form: Locator, lines: readonly string[]) {
  const body = editorBody(form);
  await expect(body).toBeVisible();
  await body.click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

test('in Arabic: a new learner posts, an admin approves, then the learner replies, likes once and shares', async ({
  page,
  browser,
}) => {
  // Three people (learner, visitor, admin) each open their own browser, and the rich editor
  // loads in two forms.
  test.setTimeout(300_000);
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
  // The post form writes in the rich editor, in Arabic and right to left.
  await expect(editorBody(form)).toHaveAttribute('dir', 'rtl');
  await writeInEditor(page, form, POST_LINES);
  await form.getByRole('button', { name: buttonName(AR.submit) }).click();
  await expect(form.getByText(AR.titleRequired)).toBeVisible();
  // A picture pasted into the post is refused, with the message in Arabic.
  await editorBody(form).evaluate((element) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByText(AR.pastedImage)).toBeVisible();
  await expect(editorBody(form).locator('img')).toHaveCount(0);
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
  const replyForm = discussion(page).getByRole('form', { name: AR.replyLabel });
  await writeInEditor(page, replyForm, [REPLY_TEXT]);
  await replyForm.getByRole('button', { name: buttonName(AR.reply) }).click();
  await expectToast(page, AR.submitted);
  await expect(
    discussion(page).getByRole('listitem').filter({ hasText: REPLY_TEXT }),
  ).toBeVisible();
  await expect(counter(page, 'replies')).toHaveText(AR.oneReply);

  // Like: the count goes up and the button turns into "unlike"; the server refuses a second like.
  await expect(counter(page, 'likes')).toHaveText(AR.noLikes);
  await postCard(page).getByRole('button', { name: AR.like }).click();
  await expectToast(page, AR.liked);
  await expect(counter(page, 'likes')).toHaveText(AR.oneLike);
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
  await expect(counter(page, 'likes')).toHaveText(AR.oneLike);

  // Share copies the post's link and counts it.
  await postCard(page).getByRole('button', { name: AR.share }).click();
  await expectToast(page, AR.copied);
  await expect(counter(page, 'shares')).toHaveText(AR.oneShare);
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

const AUTHOR_TITLE = 'قائمة كلمات الدرس الأول';
const AUTHOR_EDITED_TITLE = 'قائمة كلمات الدرس الأول والثاني';
const AUTHOR_REPLY = 'أضفت كلمة 老师 إلى القائمة.';
const AUTHOR_REPLY_EDITED = 'أضفت كلمتي 老师 و 学生 إلى القائمة.';

test('in Arabic: an author edits a post and a reply, then deletes the reply; the edit shows in Chinese', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The admin account writes as any author would; its writing never waits for review.
  await signInWithPassword(page, 'ar', E2E_ADMIN);
  await page.goto('/?lang=al#/pages/mooc_list/mooc_list');
  await page.getByRole('heading', { level: 3 }).getByRole('link', { name: AR.yct }).click();
  await expect(page.getByRole('heading', { level: 1, name: AR.yct })).toBeVisible();

  await discussion(page).getByRole('button', { name: AR.newPost }).click();
  const form = discussion(page).getByRole('form', { name: AR.newPost });
  await form.getByLabel(AR.title).fill(AUTHOR_TITLE);
  await writeInEditor(page, form, ['الكلمات:']);
  await page.keyboard.press('Control+b');
  await page.keyboard.type('你好');
  await form.getByRole('button', { name: buttonName(AR.submit) }).click();
  await expectToast(page, AR.submitted);
  const card = discussion(page).getByRole('article', { name: AUTHOR_TITLE });
  await expect(card.locator('strong')).toHaveText('你好');
  await expect(card.getByText(AR.edited)).toHaveCount(0);

  // Edit: the form opens with the post's title and text, and the card then says "edited".
  await card.getByRole('button', { name: AR.edit }).click();
  const editForm = discussion(page).getByRole('form', { name: AR.editPost });
  await expect(editForm.getByLabel(AR.title)).toHaveValue(AUTHOR_TITLE);
  await expect(editorBody(editForm).locator('strong')).toHaveText('你好');
  await page.screenshot({
    path: path.join(artifactsDir, 'discussion-edit-ar.png'),
    fullPage: true,
  });
  await editForm.getByLabel(AR.title).fill(AUTHOR_EDITED_TITLE);
  await editorBody(editForm).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('谢谢');
  await editForm.getByRole('button', { name: buttonName(AR.save) }).click();
  await expectToast(page, AR.saved);
  const edited = discussion(page).getByRole('article', { name: AUTHOR_EDITED_TITLE });
  await expect(edited.getByText('谢谢')).toBeVisible();
  await expect(edited.locator('[data-mark="edited"]')).toContainText(AR.edited);
  await expect(edited.locator('[data-mark="edited"] time')).toHaveAttribute('datetime', /T/);
  await page.screenshot({
    path: path.join(artifactsDir, 'discussion-edited-ar.png'),
    fullPage: true,
  });

  // Reply, edit the reply, delete it: the reply count follows.
  await edited.getByRole('button', { name: AUTHOR_EDITED_TITLE }).click();
  await expect(page).toHaveURL(/post=[0-9a-f-]{36}/);
  const postRoute = new URL(page.url()).hash;
  const replyForm = discussion(page).getByRole('form', { name: AR.replyLabel });
  await writeInEditor(page, replyForm, [AUTHOR_REPLY]);
  await replyForm.getByRole('button', { name: buttonName(AR.reply) }).click();
  await expectToast(page, AR.submitted);
  const replyItem = discussion(page).getByRole('listitem').filter({ hasText: AUTHOR_REPLY });
  await expect(replyItem).toBeVisible();
  const countOf = (title: string) =>
    discussion(page).getByRole('article', { name: title }).locator('[data-counter="replies"]');
  await expect(countOf(AUTHOR_EDITED_TITLE)).toHaveText(AR.oneReply);

  await replyItem.getByRole('button', { name: AR.edit }).click();
  const replyEdit = discussion(page).getByRole('form', { name: AR.editReply });
  await expect(editorBody(replyEdit)).toContainText(AUTHOR_REPLY);
  await editorBody(replyEdit).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(AUTHOR_REPLY_EDITED);
  await replyEdit.getByRole('button', { name: buttonName(AR.save) }).click();
  await expectToast(page, AR.saved);
  const editedReply = discussion(page)
    .getByRole('listitem')
    .filter({ hasText: AUTHOR_REPLY_EDITED });
  await expect(editedReply.locator('[data-mark="edited"]')).toContainText(AR.edited);
  await expect(countOf(AUTHOR_EDITED_TITLE)).toHaveText(AR.oneReply);

  await editedReply.getByRole('button', { name: AR.del }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: buttonName(AR.del) })
    .click();
  await expectToast(page, AR.replyDeleted);
  await expect(discussion(page).getByText(AUTHOR_REPLY_EDITED)).toHaveCount(0);
  await expect(countOf(AUTHOR_EDITED_TITLE)).toHaveText(/^0\D/);

  // In Chinese: the edited post says so, and its edit form speaks Chinese.
  await page.goto(`/?lang=zh${postRoute}`);
  const zhCard = discussion(page).getByRole('article', { name: AUTHOR_EDITED_TITLE });
  await expect(zhCard.locator('[data-mark="edited"]')).toContainText(TEXT.zh.edited);
  await page.screenshot({
    path: path.join(artifactsDir, 'discussion-edited-zh.png'),
    fullPage: true,
  });
  await zhCard.getByRole('button', { name: buttonName(TEXT.zh.edit) }).click();
  const zhForm = discussion(page).getByRole('form', { name: TEXT.zh.editPost });
  await expect(editorBody(zhForm)).toHaveAttribute('dir', 'ltr');
  await page.screenshot({
    path: path.join(artifactsDir, 'discussion-edit-zh.png'),
    fullPage: true,
  });
});
