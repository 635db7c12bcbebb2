import type { Page } from '@playwright/test';
import { ERRORS } from '@qiao/contracts/errors';
import { DRIVE_TEXT } from './drive-texts';
import {
  expect,
  isolated,
  MiB,
  openDrive,
  PartGate,
  percentOf,
  row,
  setLearnerSpace,
  test,
  UploadPanel,
} from './upload-panel';
import type { UploadLanguage } from './upload-texts';

// Journeys of the upload panel with files on the server's disk (project `main`).

/** 20 MiB: 20 parts of 1 MiB; the app writes its size "20 MB". */
const LECTURE_BYTES = 20 * MiB;
const LECTURE_SIZE = '20 MB';

async function openNewFolder(page: Page, lang: UploadLanguage, name: string) {
  const T = DRIVE_TEXT[lang];
  await page.getByRole('button', { name: T.newFolder }).click();
  const dialog = page.getByRole('dialog', { name: T.newFolder });
  await dialog.getByLabel(T.folderName).fill(name);
  await dialog.getByLabel(T.folderName).press('Enter');
  await expect(dialog).toBeHidden();
  await row(page, name).dblclick();
  await expect(page).toHaveURL(
    (url) => new URLSearchParams(url.hash.split('?')[1]).get('filePath') === `/${name}`,
  );
  await expect(page.getByText(T.emptyFolder)).toBeVisible();
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();
}

const PAUSE_JOURNEYS = [
  {
    lang: 'ar',
    learner: 'نور الهدى',
    lecture: 'محاضرة الأسبوع الأول.mp4',
    copies: 'نسخة للمراجعة',
  },
  { lang: 'zh', learner: '王芳', lecture: '第一周 讲座.mp4', copies: '复习用' },
] as const;

for (const { lang, learner, lecture, copies } of PAUSE_JOURNEYS) {
  test(`a learner pauses a 20 MB upload mid-way, resumes it, then sends it again instantly (${lang})`, async ({
    page,
    scratch,
  }) => {
    await openDrive(page, lang, learner);
    const panel = new UploadPanel(page, lang);
    const { T } = panel;
    const file = await scratch.write(lecture, LECTURE_BYTES);
    // Five parts reach the server; the next ones wait, so the upload is mid-way when paused.
    const gate = await PartGate.on(page, 5);

    await panel.chooseFiles(file);
    const item = panel.item(panel.inProgress, lecture);
    await expect(item.getByRole('status')).toHaveText(T.status.uploading);
    await expect(item).toContainText(LECTURE_SIZE);
    await expect.poll(() => gate.stored).toBe(5);
    // 0.2 once planned, plus 0.6 × the share sent: five parts of twenty make 35 %.
    const progress = panel.progress(lecture);
    await expect.poll(() => percentOf(progress)).toBeGreaterThanOrEqual(35);

    await item.getByRole('button', { name: T.pause(lecture) }).click();
    await expect(item.getByRole('status')).toHaveText(T.status.paused);
    await expect(item.getByRole('button', { name: T.resume(lecture) })).toBeVisible();
    await expect(panel.counts).toContainText(T.counts.stopped(1));
    const frozen = await percentOf(progress);
    expect(frozen).toBeLessThan(80);
    await gate.open();
    gate.restartCount();
    // Watching two of the panel's refreshes (500 ms each): paused, nothing is sent and the bar stays.
    await page.waitForTimeout(1_000);
    expect(gate.sent).toBe(0);
    expect(await percentOf(progress)).toBe(frozen);

    await item.getByRole('button', { name: T.resume(lecture) }).click();
    await expectToast(page, T.toast.finished);
    // Only the fifteen parts the server did not hold were sent after the resume.
    expect(gate.stored).toBe(15);
    expect(gate.sent).toBe(15);
    await panel.showTab('finished', 1);
    const done = panel.item(panel.finished, lecture);
    await expect(done.getByRole('status')).toHaveText(T.status.success);
    await expect(panel.progress(lecture)).toHaveAttribute('aria-valuenow', '100');
    await expect(done.getByRole('button', { name: T.delete(lecture) })).toBeVisible();
    await expect(panel.counts).toContainText(T.counts.succeeded(1));
    await expect(panel.counts).toContainText(T.counts.stopped(0));
    await expect(row(page, lecture)).toContainText(LECTURE_SIZE);

    // The same file into another folder: the server holds the bytes, so none are sent again.
    await panel.close();
    await openNewFolder(page, lang, copies);
    gate.restartCount();
    await panel.chooseFiles(file);
    await panel.showTab('finished', 1);
    await expect(panel.item(panel.finished, lecture).getByRole('status')).toHaveText(
      T.status.instant,
    );
    await expect(row(page, lecture)).toContainText(LECTURE_SIZE);
    expect(gate.sent).toBe(0);
  });
}

test('a learner reloads the page mid-upload, adds the file again and only the rest is sent', async ({
  page,
  scratch,
}) => {
  await openDrive(page, 'ar', 'سارة القحطاني');
  const panel = new UploadPanel(page, 'ar');
  const { T } = panel;
  const name = 'تسجيل الدرس الثاني.mp3';
  const file = await scratch.write(name, LECTURE_BYTES);
  const gate = await PartGate.on(page, 8);

  await panel.chooseFiles(file);
  await expect.poll(() => gate.stored).toBe(8);
  await page.reload();
  await gate.open();
  gate.restartCount();

  // The panel opens by itself with a reminder of the file to add again, and where it went.
  const reminder = panel.region.getByRole('alert');
  await expect(reminder).toContainText(T.leftBefore.title);
  await expect(reminder).toContainText(T.leftBefore.text);
  await expect(reminder.getByRole('listitem')).toHaveText(
    T.leftBefore.entry(isolated(name), isolated(LECTURE_SIZE), DRIVE_TEXT.ar.title),
  );

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    panel.dropArea.getByRole('button', { name: T.chooseFiles }).click(),
  ]);
  await chooser.setFiles(file);
  await expect(reminder).toBeHidden();
  await panel.showTab('finished', 1);
  await expect(panel.item(panel.finished, name).getByRole('status')).toHaveText(T.status.success);
  await expect(row(page, name)).toContainText(LECTURE_SIZE);
  // Eight of twenty parts were stored before the reload; only the twelve others went after it.
  expect(gate.sent).toBe(12);
});

test('a learner uploads a folder and finds its nested files in the list', async ({
  page,
  scratch,
}) => {
  await openDrive(page, 'ar', 'خالد العتيبي');
  const panel = new UploadPanel(page, 'ar');
  const { T } = panel;
  const lesson = 'الدرس الأول 第一课';
  const words = 'مفردات 生词.txt';
  const recordings = 'تسجيلات';
  const sound = 'نطق 发音.mp3';
  await scratch.write(`${lesson}/${words}`, 'مرحبا — 你好\n');
  await scratch.write(`${lesson}/${recordings}/${sound}`, 3000);

  await panel.chooseFolder(`${scratch.root}/${lesson}`);
  await panel.showTab('finished', 1);
  const folderItem = panel.item(panel.finished, lesson);
  await expect(folderItem.getByRole('status')).toHaveText(T.status.success);
  await expect(folderItem).toContainText(T.folderFiles(2));
  await expect(panel.counts).toContainText(T.counts.succeeded(2));

  await panel.close();
  await row(page, lesson).dblclick();
  await expect(row(page, words)).toContainText('22 B');
  await row(page, recordings).dblclick();
  await expect(row(page, sound)).toContainText('2.93 KB');
});

test('a learner pastes a picture into the panel; pasted text is refused', async ({ page }) => {
  await openDrive(page, 'ar', 'ريم الشمري');
  const panel = new UploadPanel(page, 'ar');
  const { T } = panel;
  await panel.open();

  // A PNG the page draws from random pixels, new content as a fresh screenshot would be, pasted
  // as the clipboard would hand it over.
  await panel.dropArea.evaluate(async (area) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const pixels = context.createImageData(canvas.width, canvas.height);
    crypto.getRandomValues(pixels.data);
    for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob], 'image.png', { type: 'image/png' }));
    area.focus();
    area.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  const pasted = /^pasted-\d{8}-\d{6}\.png$/;
  await panel.showTab('finished', 1);
  await expect(panel.item(panel.finished, pasted).getByRole('status')).toHaveText(T.status.success);
  await expect(row(page, /pasted-\d{8}-\d{6}\.png/)).toBeVisible();

  await panel.dropArea.evaluate((area) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/plain', 'ليست صورة');
    area.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  await expectToast(page, T.toast.pasteNotPicture);
  await expect(panel.tab('finished', 1)).toBeVisible();
});

test('an upload larger than the space left is refused before any byte is sent', async ({
  page,
  browser,
  baseURL,
  scratch,
}) => {
  await openDrive(page, 'ar', 'سارة القحطاني');
  // An administrator gives this learner 5 MB in all.
  await setLearnerSpace(page, browser, baseURL!, 5 * MiB);

  const panel = new UploadPanel(page, 'ar');
  const { T } = panel;
  const gate = await PartGate.on(page, 100);
  const lecture = 'محاضرة كبيرة.mp4';
  await panel.chooseFiles(await scratch.write(lecture, LECTURE_BYTES));
  const item = panel.item(panel.inProgress, lecture);
  await expect(item.getByRole('status')).toHaveText(
    `${T.status.error} — ${ERRORS.quotaExceeded.message.ar}`,
  );
  await expect(panel.counts).toContainText(T.counts.failed(1));
  expect(gate.sent).toBe(0);
  await expect(row(page, lecture)).toHaveCount(0);
});
