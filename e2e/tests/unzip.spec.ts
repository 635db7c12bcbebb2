import fsp from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DRIVE_TEXT } from './drive-texts';
import { buttonName, registerLearner } from './sign-in';
import { expect, test, UploadPanel } from './upload-panel';
import { UPLOAD_TEXT } from './upload-texts';

// Unzip journeys (spec file space §2 unzip dialog, §4 Unzip), in Arabic and Chinese.

/** What the unzip dialog and menu say, as web/src/locales/<lang>/unzip.json has it. */
const UNZIP_TEXT = {
  ar: {
    unzip: 'فك الضغط',
    here: 'فك الضغط هنا',
    toFolder: (name: string) => `فك الضغط إلى المجلد «${name}»`,
    to: 'فك الضغط إلى…',
    newFolder: 'مجلد جديد',
    folderName: 'اسم المجلد',
    create: 'إنشاء',
    target: 'الوجهة: ',
    success: 'تم فك الضغط بنجاح',
    folderCreated: 'تم إنشاء المجلد',
  },
  zh: {
    unzip: '解压',
    here: '解压到当前文件夹',
    toFolder: (name: string) => `解压到文件夹“${name}”`,
    to: '解压到…',
    newFolder: '新建文件夹',
    folderName: '文件夹名称',
    create: '创建',
    target: '解压到：',
    success: '解压成功',
    folderCreated: '文件夹已创建',
  },
} as const;

/** A small zip made here, names in UTF-8 (flag set), deflated. */
function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [entryName, content] of Object.entries(files)) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const header = (size: number, signature: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();
}

/** Right-click › Unzip › one of its modes. */
async function unzipFromMenu(page: Page, lang: 'ar' | 'zh', archive: string, mode: string) {
  await row(page, archive).click({ button: 'right' });
  // By its text: antd also names the submenu's arrow icon ("left" or "right").
  await page
    .getByRole('menuitem')
    .filter({ hasText: new RegExp(`^${UNZIP_TEXT[lang].unzip}$`) })
    .click();
  await page.getByRole('menuitem', { name: mode, exact: true }).click();
}

const JOURNEYS = [
  {
    lang: 'ar',
    learner: 'سلمى الخطيب',
    archive: 'دروس الصينية.zip',
    folder: 'دروس الصينية',
    files: { 'الدرس الأول/课文.txt': '你好，世界', 'مفردات.md': '# 生词' },
    inner: 'الدرس الأول',
    innerFile: '课文.txt',
    loose: 'مفردات.md',
    picked: 'ملفات مفكوكة',
  },
  {
    lang: 'zh',
    learner: '李明',
    archive: '第一单元.zip',
    folder: '第一单元',
    files: { '课文/第一课.txt': 'مرحبا 你好', '生词表.md': '# 生词' },
    inner: '课文',
    innerFile: '第一课.txt',
    loose: '生词表.md',
    picked: '解压结果',
  },
] as const;

for (const journey of JOURNEYS) {
  const { lang } = journey;
  const T = UNZIP_TEXT[lang];
  test(`a learner unzips an uploaded zip into a folder made in the dialog, then into a folder named after it (${lang})`, async ({
    page,
    scratch,
  }) => {
    // Registration, an upload and two unzips: longer than one step's default on a busy machine.
    test.setTimeout(180_000);
    await registerLearner(page, journey.learner);
    if (lang !== 'ar') await page.goto(`/?lang=${lang}#/`);
    await page.getByRole('banner').getByRole('link', { name: DRIVE_TEXT[lang].nav }).click();
    await expect(page.getByText(DRIVE_TEXT[lang].emptyFolder)).toBeVisible();

    // The archive gets into the drive the way a learner's files do: through the upload panel.
    const panel = new UploadPanel(page, lang);
    const archivePath = path.join(scratch.root, journey.archive);
    await fsp.writeFile(archivePath, zipOf(journey.files));
    await panel.chooseFiles(archivePath);
    await expectToast(page, UPLOAD_TEXT[lang].toast.finished);
    await panel.close();
    await expect(row(page, journey.archive)).toBeVisible();

    // Mode 2: a new folder is added under the root in the dialog's tree, picked, and unzipped into.
    await unzipFromMenu(page, lang, journey.archive, T.to);
    const dialog = page.getByRole('dialog', { name: T.to });
    await dialog.getByRole('button', { name: T.newFolder }).click();
    await dialog.getByPlaceholder(T.folderName).fill(journey.picked);
    await dialog.getByRole('button', { name: buttonName(T.create) }).click();
    await expectToast(page, T.folderCreated);
    const tree = dialog.getByRole('tree');
    await tree.getByText(journey.picked).click();
    await expect(dialog.getByText(`${T.target}/${journey.picked}`)).toBeVisible();
    await dialog.getByRole('button', { name: buttonName(T.unzip) }).click();
    await expectToast(page, T.success);
    await expect(dialog).toBeHidden();

    await row(page, journey.picked).dblclick();
    await expect(row(page, journey.inner)).toBeVisible();
    await expect(row(page, journey.loose)).toBeVisible();
    await row(page, journey.inner).dblclick();
    await expect(row(page, journey.innerFile)).toBeVisible();

    // Mode 1 starts as soon as the dialog opens and closes it with the success message.
    await page.goto(page.url().replace(/filePath=[^&]*/, 'filePath=%2F'));
    await expect(row(page, journey.archive)).toBeVisible();
    await unzipFromMenu(page, lang, journey.archive, T.toFolder(journey.folder));
    await expectToast(page, T.success);
    await expect(page.getByRole('dialog')).toBeHidden();
    // The new folder shares its name with the archive, less ".zip".
    await row(page, journey.folder).filter({ hasNotText: '.zip' }).dblclick();
    await expect(row(page, journey.loose)).toBeVisible();
  });
}
