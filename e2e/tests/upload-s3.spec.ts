import fsp from 'node:fs/promises';
import { S3_BUCKET, S3_FILES } from './drive-s3-fixtures';
import { DRIVE_TEXT } from './drive-texts';
import { signInSeededLearner } from './sign-in';
import { expect, MiB, test, UploadPanel } from './upload-panel';
import { chooseMenuItem } from './menu-click';

// Runs in project `s3` only: the server plans uploads into a bucket (s3rver on loopback).
const T = DRIVE_TEXT.zh;

test('a learner uploads through the panel straight into the bucket and downloads the same bytes', async ({
  page,
  scratch,
}) => {
  await signInSeededLearner(page, 'zh');
  await page.getByRole('banner').getByRole('link', { name: T.nav }).click();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  // The seeded files listed, so the toolbar is not drawn again under an open menu.
  await expect(row(S3_FILES.text.name)).toBeVisible();

  // 12 MiB: S3 takes parts of at least 5 MiB, so three parts: 5, 5 and 2 MiB.
  const name = '第二课 录音.mp3';
  const file = await scratch.write(name, 12 * MiB);
  const bucketParts: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'PUT' && url.pathname.startsWith(`/${S3_BUCKET}/`)) {
      bucketParts.push(url);
    }
  });

  const panel = new UploadPanel(page, 'zh');
  await panel.chooseFiles(file);
  await panel.showTab('finished', 1);
  const done = panel.item(panel.finished, name);
  await expect(done.getByRole('status')).toHaveText(panel.T.status.success);
  await expect(done).toContainText('12 MB');
  // Every part went to the bucket's own address with a presigned URL, none through Qiao.
  expect(bucketParts.map((url) => url.searchParams.get('partNumber')).sort()).toEqual([
    '1',
    '2',
    '3',
  ]);
  const appOrigin = new URL(page.url()).origin;
  for (const url of bucketParts) {
    expect(url.origin).not.toBe(appOrigin);
    expect(url.searchParams.has('X-Amz-Signature')).toBe(true);
  }
  await expect(row(name)).toContainText('12 MB');

  // Folded, the panel leaves the row's menu free; the bytes come back from the bucket unchanged.
  await panel.fold(true);
  await page.getByRole('button', { name: T.more(name) }).click();
  const downloadComing = page.waitForEvent('download');
  await chooseMenuItem(page.getByRole('menuitem', { name: T.download }));
  const download = await downloadComing;
  expect(download.suggestedFilename()).toBe(name);
  const received = await fsp.readFile(await download.path());
  expect(received.equals(await fsp.readFile(file))).toBe(true);

  // The panel's delete sends the new file to the recycle bin; the seeded learner is as before.
  await panel.fold(false);
  await done.getByRole('button', { name: panel.T.delete(name) }).click();
  await expect(page.locator('.ant-message').getByText(panel.T.toast.deleted).first()).toBeVisible();
  await expect(done).toBeHidden();
  await expect(row(name)).toBeHidden();
});
