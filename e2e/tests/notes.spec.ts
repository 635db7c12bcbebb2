import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * Notes on a class hour of the demo YCT course: the rich-text editor in the learner's language and
 * direction, the spec's "title cannot be empty", a note with bold text, edit and delete; and a
 * stored picture with an event handler that never runs.
 */
const TEXT = {
  ar: {
    lang: 'al',
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    start: 'ابدأ التعلّم',
    notes: 'ملاحظاتي',
    add: 'ملاحظة جديدة',
    title: 'العنوان',
    save: 'حفظ',
    titleEmpty: 'لا يمكن أن يكون العنوان فارغًا',
    pastedImage: 'الصور الملصقة غير مدعومة؛ أدرج الصورة بزر الصورة في شريط الأدوات',
    saved: 'حُفظت الملاحظة',
    read: 'قراءة',
    edit: 'تعديل',
    del: 'حذف',
    deleted: 'حُذفت الملاحظة',
    empty: 'لا توجد ملاحظات على هذه الحصة بعد',
    bold: 'غامق',
    insertImage: 'إدراج/تحرير صورة',
    uploadTab: 'تحميل',
    courseNotes: 'ملاحظاتي على هذه الدورة',
    courseCount: 'عدد الملاحظات: 1',
  },
  zh: {
    lang: 'zh',
    yct: 'YCT一级：快乐学汉语',
    start: '开始学习',
    notes: '我的笔记',
    add: '新建笔记',
    bold: '粗体',
    italic: '斜体',
    paragraph: '段落',
    courseNotes: '我在本课程的笔记',
    courseCount: '共 1 条',
  },
} as const;

/** A 1×1 PNG, to insert through the editor's image dialog. */
const ONE_PIXEL_PNG =
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
  '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5b5f0f40000000049454e44ae426082';

/**
 * Opens the first class hour of the YCT course, as a learner does today: the course page, then
 * "start learning". The one place to change when class hours get their own player page.
 */
async function openClassHour(page: Page, lang: 'ar' | 'zh') {
  const text = TEXT[lang];
  // A full load, so the language in the address is taken even after another page.
  await page.goto(`/?lang=${text.lang}#/pages/mooc_list/mooc_list`);
  await page.getByRole('heading', { level: 3 }).getByRole('link', { name: text.yct }).click();
  await page.getByRole('button', { name: text.start }).click();
  await expect(page).toHaveURL(/mooc_details_son\/mooc_details_son/);
  const notes = page.getByRole('region', { name: text.notes });
  await expect(notes).toBeVisible();
  return notes;
}

/**
 * Writes a note on the open class hour through the API, as another tab would, then reloads so the
 * page shows it rather than what it had cached.
 */
async function writeNoteBehindThePage(
  page: Page,
  note: { title: string; content: string; videoSeconds?: number },
) {
  // The class hour's page names the hour (`id`); the call that opens it answers its course.
  const classHourId = new URLSearchParams(page.url().split('?').pop()).get('id');
  const headers = { origin: new URL(page.url()).origin };
  const opened = await page.request.post('/api/muke/saveMukeRecordCourse', {
    headers,
    data: { classHourId },
  });
  const { courseId } = (await opened.json()).data as { courseId: string };
  const added = await page.request.post('/api/notes/addNotes', {
    headers,
    data: { courseId, classHourId, ...note },
  });
  expect((await added.json()).code).toBe(0);
  await page.reload();
}

/** The editor's editable body (TinyMCE edits inside an iframe), once the editor is ready. */
function editorBody(page: Page) {
  return page.frameLocator('.tox-edit-area iframe').locator('body[contenteditable="true"]');
}

test.describe('notes on a class hour', () => {
  test('in Arabic: an empty title is refused, then a note with bold text is written, edited and deleted', async ({
    page,
  }) => {
    const ar = TEXT.ar;
    await registerLearner(page, 'سارة');
    const notes = await openClassHour(page, 'ar');
    await notes.getByRole('button', { name: ar.add }).click();
    const body = editorBody(page);
    await expect(body).toBeVisible();
    // The editor speaks Arabic and writes right to left.
    await expect(body).toHaveAttribute('dir', 'rtl');
    await expect(notes.getByRole('button', { name: ar.bold })).toBeVisible();

    await body.click();
    await page.keyboard.type('الكلمات الجديدة');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('你好');
    await notes.getByRole('button', { name: ar.save }).click();
    await expect(notes.getByRole('alert')).toHaveText(ar.titleEmpty);

    // A picture pasted into the text is refused, with a message in Arabic.
    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }));
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByText(ar.pastedImage)).toBeVisible();
    await expect(body.locator('img')).toHaveCount(0);

    await notes.getByLabel(ar.title).fill('مفردات الدرس الأول');
    await notes.getByRole('button', { name: ar.save }).click();
    await expect(page.getByText(ar.saved)).toBeVisible();

    const note = notes.getByRole('listitem', { name: 'مفردات الدرس الأول' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('الكلمات الجديدة');
    await note.getByRole('button', { name: ar.read }).click();
    await expect(note.locator('strong')).toHaveText('你好');
    await page.screenshot({ path: path.join(artifactsDir, 'notes-ar.png'), fullPage: true });

    await note.getByRole('button', { name: ar.edit }).click();
    await expect(editorBody(page)).toContainText('你好');
    await notes.getByLabel(ar.title).fill('مفردات الدرس الأول (مراجعة)');
    await notes.getByRole('button', { name: ar.save }).click();
    const edited = notes.getByRole('listitem', { name: 'مفردات الدرس الأول (مراجعة)' });
    await expect(edited).toBeVisible();
    await expect(notes.getByRole('listitem')).toHaveCount(1);

    await edited.getByRole('button', { name: ar.del }).click();
    await page.getByRole('tooltip').getByRole('button', { name: ar.del }).click();
    await expect(page.getByText(ar.deleted)).toBeVisible();
    await expect(notes.getByText(ar.empty)).toBeVisible();
  });

  test('in Chinese: the editor speaks Chinese, left to right', async ({ page }) => {
    const zh = TEXT.zh;
    await registerLearner(page, '李明');
    const notes = await openClassHour(page, 'zh');
    await notes.getByRole('button', { name: zh.add }).click();
    await expect(editorBody(page)).toHaveAttribute('dir', 'ltr');
    await expect(notes.getByRole('button', { name: zh.bold })).toBeVisible();
    await expect(notes.getByRole('button', { name: zh.italic })).toBeVisible();
    await expect(notes.getByText(zh.paragraph)).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'notes-zh.png'), fullPage: true });

    // The course page gathers the notes in Chinese too.
    await writeNoteBehindThePage(page, {
      title: '声调',
      content: '<p>第三声</p>',
      videoSeconds: 4,
    });
    await page.getByRole('navigation').getByRole('link', { name: zh.yct }).click();
    const courseNotes = page.getByRole('region', { name: zh.courseNotes });
    const note = courseNotes.getByRole('listitem', { name: '声调' });
    await expect(note).toContainText('第三声');
    await expect(courseNotes.getByText(zh.courseCount)).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'course-notes-zh.png'), fullPage: true });
  });

  test('in Arabic: a picture inserted with the image button is uploaded and shown', async ({
    page,
  }) => {
    const ar = TEXT.ar;
    await registerLearner(page, 'سارة');
    const notes = await openClassHour(page, 'ar');
    await notes.getByRole('button', { name: ar.add }).click();
    await expect(editorBody(page)).toBeVisible();
    await notes.getByLabel(ar.title).fill('صورة الدرس');
    await notes.getByRole('button', { name: ar.insertImage }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: ar.uploadTab }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.locator('.tox-dropzone button').click();
    await (
      await chooser
    ).setFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'hex'),
    });
    // The upload answers the picture's address, which the dialog puts in its source field.
    await expect(dialog.locator('input').first()).toHaveValue(
      /^\/api\/content\/image\/[0-9a-f]{64}$/,
    );
    await dialog.getByRole('button', { name: ar.save }).click();
    await expect(editorBody(page).locator('img')).toHaveCount(1);
    await notes.getByRole('button', { name: ar.save }).click();
    const note = notes.getByRole('listitem', { name: 'صورة الدرس' });
    await note.getByRole('button', { name: ar.read }).click();
    const picture = note.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/api\/content\/image\//);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
  });

  test('in Arabic: the course page gathers the notes, and a note opens its class hour at its second', async ({
    page,
  }) => {
    const ar = TEXT.ar;
    await registerLearner(page, 'سارة');
    await openClassHour(page, 'ar');
    const hourTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await writeNoteBehindThePage(page, {
      title: 'نغمات',
      content: '<p>النغمة الثالثة</p>',
      videoSeconds: 4,
    });

    await page.getByRole('navigation').getByRole('link', { name: ar.yct }).click();
    const courseNotes = page.getByRole('region', { name: ar.courseNotes });
    await expect(courseNotes.getByText(ar.courseCount)).toBeVisible();
    const note = courseNotes.getByRole('listitem', { name: 'نغمات' });
    await expect(note).toContainText('النغمة الثالثة');
    await expect(note.getByText('عند 0:04')).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'course-notes-ar.png'), fullPage: true });

    await note.getByRole('link', { name: hourTitle }).click();
    await expect(page).toHaveURL(/mooc_details_son\/mooc_details_son\?id=[^&]+&t=4$/);
    const video = page.getByTestId('class-hour-video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(4);
  });

  test('a stored picture with an event handler does not run it', async ({ page, consoleWatch }) => {
    // The picture's address does not exist: the browser reports its failed load.
    consoleWatch.allow(/Failed to load resource/);
    await registerLearner(page, 'سارة');
    const notes = await openClassHour(page, 'ar');
    await writeNoteBehindThePage(page, {
      title: 'صورة',
      content:
        '<p>نص</p><img src=x onerror="window.__noteXss = 1">' +
        '<a href="javascript:window.__noteXss = 2">رابط</a>',
    });
    const note = notes.getByRole('listitem', { name: 'صورة' });
    await note.getByRole('button', { name: TEXT.ar.read }).click();
    await expect(note.getByText('نص')).toBeVisible();
    await note.getByText('رابط').click();
    await expect(note.locator('img')).toHaveCount(1);
    await expect(note.locator('img')).not.toHaveAttribute('onerror', /./);
    expect(await page.evaluate(() => (window as { __noteXss?: number }).__noteXss)).toBeUndefined();
  });
});
