import type { Page, Request } from '@playwright/test';
import { ERRORS } from '@qiao/contracts/errors';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { expect, MiB, openDrive, row, setLearnerSpace, test, UploadPanel } from './upload-panel';

// Folders of many small files (decision 073): the panel sends them in groups, one request each,
// and every file still gets its own row, count and refusal (project `main`).

/** Requests the page sends to take small files: `uploadfiles` (groups) and `uploadfile` (one). */
function countSmallFileRequests(page: Page) {
  const sent = { groups: 0, single: 0 };
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST') return;
    if (pathname === '/api/file/uploadfiles') sent.groups += 1;
    if (pathname === '/api/file/uploadfile') sent.single += 1;
  });
  return sent;
}

const JOURNEYS = [
  {
    lang: 'ar',
    learner: 'ليلى الحربي',
    folder: 'بطاقات المفردات',
    week: 'الأسبوع',
    big: 'تسجيل.mp3',
  },
  { lang: 'zh', learner: '李娜', folder: '生词卡片', week: '第周', big: '录音.mp3' },
] as const;

for (const { lang, learner, folder, week, big } of JOURNEYS) {
  test(`a learner uploads a folder of 41 small cards and a recording; the cards go in two requests (${lang})`, async ({
    page,
    scratch,
  }) => {
    await openDrive(page, lang, learner);
    const panel = new UploadPanel(page, lang);
    const { T } = panel;
    // Two weeks of 20 cards, a list beside them, and a recording too large for one request.
    for (const weekNumber of [1, 2]) {
      for (let card = 1; card <= 20; card += 1) {
        await scratch.write(
          `${folder}/${week} ${weekNumber}/${card}.txt`,
          `${weekNumber}-${card} 你好 مرحبا`,
        );
      }
    }
    await scratch.write(`${folder}/list.txt`, 'مرحبا — 你好\n');
    await scratch.write(`${folder}/${big}`, UPLOAD_LIMITS.oneRequestBytes + MiB / 2);
    const sent = countSmallFileRequests(page);

    await panel.chooseFolder(`${scratch.root}/${folder}`);
    await panel.showTab('finished', 1);
    const folderItem = panel.item(panel.finished, folder);
    await expect(folderItem.getByRole('status')).toHaveText(T.status.success);
    await expect(folderItem).toContainText(T.folderFiles(42));
    await expect(panel.counts).toContainText(T.counts.succeeded(42));
    // 41 small files: a group of 32 and one of 9; the recording went by parts.
    expect(sent).toEqual({ groups: 2, single: 0 });

    await panel.close();
    await row(page, folder).dblclick();
    await expect(row(page, 'list.txt')).toContainText('22 B');
    await expect(row(page, big)).toContainText('1.5 MB');
    await row(page, `${week} 2`).dblclick();
    await expect(page.getByRole('row').filter({ hasText: '.txt' })).toHaveCount(20);
    await expect(row(page, '20.txt')).toBeVisible();
  });
}

test('small files beyond the space left are refused one by one, each saying why; the rest are kept', async ({
  page,
  browser,
  baseURL,
  scratch,
}) => {
  await openDrive(page, 'zh', '陈静');
  // An administrator gives this learner 10 KiB in all: three of six 3 KiB files fit.
  await setLearnerSpace(page, browser, baseURL!, 10 * 1024);
  const panel = new UploadPanel(page, 'zh');
  const { T } = panel;
  const names = ['一.txt', '二.txt', '三.txt', '四.txt', '五.txt', '六.txt'];
  const paths = [];
  for (const name of names) paths.push(await scratch.write(name, 3 * 1024));
  const sent = countSmallFileRequests(page);

  await panel.chooseFiles(paths);
  await expect(panel.counts).toContainText(T.counts.succeeded(3));
  await expect(panel.counts).toContainText(T.counts.failed(3));
  expect(sent.groups).toBe(1);
  const refused = panel.inProgress.getByRole('listitem').filter({
    has: page.getByRole('status').filter({
      hasText: `${T.status.error} — ${ERRORS.quotaExceeded.message.zh}`,
    }),
  });
  await expect(refused).toHaveCount(3);
  // The first three, in the order picked, are the ones kept.
  for (const name of ['四.txt', '五.txt', '六.txt']) {
    await expect(panel.item(panel.inProgress, name).getByRole('status')).toContainText(
      ERRORS.quotaExceeded.message.zh,
    );
  }
  await expect(page.getByRole('row').filter({ hasText: '.txt' })).toHaveCount(3);
});
