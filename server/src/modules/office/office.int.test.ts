import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import { driveClient } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { previewPdfKey } from '../drive/objects';
import { setQuota } from '../drive/quota';
import { fileObjects, userFiles } from '../drive/tables';
import { readPackage, runConversions } from './office-test-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function newUser(on = server) {
  const { userId, cookie } = await signInAs(on);
  const drive = driveClient(on, cookie);
  const bytesOf = async (userFileId: string) => {
    const response = await fetch(
      `${on.baseUrl}/api/filetransfer/preview?${new URLSearchParams({ userFileId })}`,
      { headers: { cookie } },
    );
    return Buffer.from(await response.arrayBuffer());
  };
  const fetchPath = (path: string) => fetch(on.baseUrl + path, { headers: { cookie } });
  return { userId, cookie, drive, bytesOf, fetchPath };
}

const create = (
  drive: ReturnType<typeof driveClient>,
  extendName: string,
  fileName: string,
  filePath = '/',
) =>
  drive.post<UserFile>('/api/office/createofficefile?lang=en', { extendName, fileName, filePath });

type Preview = { status: string; pdfUrl: string | null };

/** Each OOXML type: its main part and the content type [Content_Types].xml must give it. */
const PACKAGES = [
  ['docx', 'word/document.xml', 'wordprocessingml.document.main+xml', '<w:body'],
  ['xlsx', 'xl/workbook.xml', 'spreadsheetml.sheet.main+xml', '<sheets'],
  ['pptx', 'ppt/presentation.xml', 'presentationml.presentation.main+xml', '<p:sldIdLst'],
] as const;

describe('new office files', () => {
  it('makes real blank docx, xlsx and pptx packages and empty md and txt, hashed and counted', async () => {
    const { drive, bytesOf } = await newUser();
    let total = 0;
    for (const [type, mainPart, contentType, marker] of PACKAGES) {
      const answer = await create(drive, type, `درس 第一课 ${type}`);
      expect(answer, type).toMatchObject({
        success: true,
        data: { fileName: `درس 第一课 ${type}`, extendName: type, isDir: 0, filePath: '/' },
      });
      const bytes = await bytesOf(answer.data.userFileId);
      expect(bytes.length).toBe(answer.data.fileSize);
      total += bytes.length;
      const parts = await readPackage(bytes);
      const types = parts.get('[Content_Types].xml')?.toString('utf8') ?? '';
      expect(types, type).toContain(`PartName="/${mainPart}"`);
      expect(types, type).toContain(contentType);
      expect(parts.get(mainPart)?.toString('utf8'), type).toContain(marker);
      expect(parts.has('_rels/.rels'), type).toBe(true);
      // Stored like an upload: the object row carries the bytes' own hashes.
      const db = server.testDatabase.database.db;
      const [entry] = await db
        .select()
        .from(userFiles)
        .where(eq(userFiles.id, answer.data.userFileId));
      const [object] = await db
        .select()
        .from(fileObjects)
        .where(eq(fileObjects.id, entry!.objectId!));
      expect(object).toMatchObject({
        size: bytes.length,
        md5: createHash('md5').update(bytes).digest('hex'),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
    for (const type of ['md', 'txt']) {
      const answer = await create(drive, type, `笔记-${type}`);
      expect(answer.data, type).toMatchObject({ extendName: type, fileSize: 0 });
      expect((await bytesOf(answer.data.userFileId)).length).toBe(0);
    }
    const storage = await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage');
    expect(storage.data.storageSize).toBe(total);
    const list = await drive.get<{ total: number }>('/api/file/getfilelist', { filePath: '/' });
    expect(list.data.total).toBe(5);
  });

  it('reads the blank workbook back as one empty sheet', async () => {
    const { drive, bytesOf } = await newUser();
    const answer = await create(drive, 'xlsx', 'جدول');
    const workbook = new ExcelJS.Workbook();
    const bytes = await bytesOf(answer.data.userFileId);
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    expect(workbook.worksheets).toHaveLength(1);
    expect(workbook.worksheets[0]!.actualRowCount).toBe(0);
  });

  it('creates inside a folder and refuses bad names, clashes, unknown types and full quotas', async () => {
    const { userId, drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: 'دروس', filePath: '/' });
    expect((await create(drive, 'docx', 'الأول', '/دروس')).data).toMatchObject({
      filePath: '/دروس',
    });
    const folderNameRule = 'Folder name cannot contain any of the following characters: \\/:*?"<>|';
    const cases: [string, string, string, string][] = [
      ['docx', '', '/', 'Please enter the file name'],
      ['docx', '   ', '/', 'Please enter the file name'],
      ['docx', 'a/b', '/', folderNameRule],
      ['xlsx', 'a:b', '/', folderNameRule],
      ['pptx', 'x'.repeat(256), '/', 'The name is too long (255 characters at most)'],
      ['docx', 'الأول', '/دروس', 'A file or folder with this name is already here'],
      ['docx', 'x', '/nowhere', 'The target folder does not exist'],
      ['exe', 'x', '/', 'Parameter error: extendName'],
    ];
    for (const [type, name, folder, message] of cases) {
      const answer = await create(drive, type, name, folder);
      expect(answer, `${type} ${name} ${folder}`).toMatchObject({ success: false, message });
    }
    // The same name with another type is another file.
    expect((await create(drive, 'xlsx', 'الأول', '/دروس')).success).toBe(true);
    await setQuota(server.testDatabase.database.db, userId, 100);
    expect(await create(drive, 'docx', 'كبير')).toMatchObject({
      success: false,
      message: 'Not enough storage space left',
    });
    // An empty text file needs no space.
    expect((await create(drive, 'txt', 'ملاحظة')).success).toBe(true);
    const list = await drive.get<{ total: number }>('/api/file/getfilelist', { filePath: '/' });
    expect(list.data.total).toBe(2);
  });

  it('needs a session', async () => {
    const response = await fetch(`${server.baseUrl}/api/office/createofficefile`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'extendName=docx&fileName=a&filePath=/',
    });
    expect(await response.json()).toMatchObject({ code: 401 });
  });
});

describe('office previews through LibreOffice', () => {
  it('converts once per stored object, caches the PDF and serves it to every copy', async () => {
    const { drive, fetchPath } = await newUser();
    const made = await create(drive, 'docx', '课文');
    const id = made.data.userFileId;
    const ask = (userFileId: string) =>
      drive.post<Preview>('/api/office/previewofficefile', { userFileId });
    expect((await ask(id)).data).toEqual({ status: 'pending', pdfUrl: null });
    // Asking again while pending queues no second job.
    expect((await ask(id)).data.status).toBe('pending');
    const early = await fetchPath(`/api/office/previewpdf?userFileId=${id}&lang=en`);
    expect(await early.json()).toMatchObject({
      message: 'The preview of this document is not ready yet',
    });
    expect(await runConversions(server)).toBe(1);
    const ready = (await ask(id)).data;
    expect(ready).toEqual({ status: 'ready', pdfUrl: `/api/office/previewpdf?userFileId=${id}` });
    const pdf = await fetchPath(ready.pdfUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toContain('sandbox');
    const body = Buffer.from(await pdf.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // A copy shows the same bytes: its preview is ready without another conversion.
    const copy = await drive.post<UserFile>('/api/file/copyfile', {
      userFileId: id,
      filePath: '/',
    });
    expect(copy.success).toBe(false);
    await drive.post('/api/file/createFold', { fileName: 'نسخ', filePath: '/' });
    const copied = await drive.post<UserFile>('/api/file/copyfile', {
      userFileId: id,
      filePath: '/نسخ',
    });
    expect((await ask(copied.data.userFileId)).data.status).toBe('ready');
    expect(await runConversions(server)).toBe(0);
    // When the last entry showing the bytes is erased, the PDF goes with them.
    const db = server.testDatabase.database.db;
    const [entry] = await db.select().from(userFiles).where(eq(userFiles.id, id));
    const pdfKey = previewPdfKey(entry!.objectId!);
    expect(await server.store.head(pdfKey)).toBeDefined();
    await drive.post('/api/file/deletefile', { userFileId: id });
    await drive.post('/api/file/deletefile', { userFileId: copied.data.userFileId });
    expect((await drive.post('/api/file/emptyTrash')).success).toBe(true);
    expect(await server.store.head(pdfKey)).toBeUndefined();
  });

  it('converts spreadsheets and presentations too', async () => {
    const { drive } = await newUser();
    const sheet = (await create(drive, 'xlsx', 'كشف')).data.userFileId;
    const slides = (await create(drive, 'pptx', '幻灯片')).data.userFileId;
    for (const userFileId of [sheet, slides]) {
      await drive.post('/api/office/previewofficefile', { userFileId });
    }
    expect(await runConversions(server)).toBe(2);
    const status = async (userFileId: string) =>
      (await drive.post<Preview>('/api/office/previewofficefile', { userFileId })).data.status;
    expect(await status(sheet)).toBe('ready');
    expect(await status(slides)).toBe('ready');
  });

  it("refuses other people's files and files that are not office documents", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const doc = (await create(owner.drive, 'docx', 'خاص')).data.userFileId;
    const text = (await create(owner.drive, 'txt', 'نص')).data.userFileId;
    const asked = await stranger.drive.post('/api/office/previewofficefile?lang=en', {
      userFileId: doc,
    });
    expect(asked).toMatchObject({ success: false, message: 'No such file or folder' });
    const pdf = await stranger.fetchPath(`/api/office/previewpdf?userFileId=${doc}&lang=en`);
    expect(await pdf.json()).toMatchObject({ message: 'No such file or folder' });
    expect(
      await owner.drive.post('/api/office/previewofficefile?lang=en', { userFileId: text }),
    ).toMatchObject({
      success: false,
      message: 'This kind of file cannot be created or previewed here',
    });
  });
});

describe('office previews when the converter fails', () => {
  let folder: string;
  let failing: TestServer;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-converter-'));
    const hangs = path.join(folder, 'hangs.sh');
    await fs.writeFile(hangs, '#!/bin/sh\nsleep 60\n', { mode: 0o755 });
    failing = await startTestServer({
      sharing: server,
      env: { OFFICE_CONVERTER: hangs, OFFICE_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(async () => {
    await failing?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('stops a conversion that takes too long and marks it failed, for good', async () => {
    const { drive } = await newUser(failing);
    const doc = (await create(drive, 'docx', 'بطيء')).data.userFileId;
    const ask = async () =>
      (await drive.post<Preview>('/api/office/previewofficefile', { userFileId: doc })).data;
    expect((await ask()).status).toBe('pending');
    const started = Date.now();
    expect(await runConversions(failing)).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await ask()).toEqual({ status: 'failed', pdfUrl: null });
    expect(await runConversions(failing)).toBe(0);
  });

  it('marks failed when the converter cannot start', async () => {
    const missing = await startTestServer({
      sharing: server,
      env: { OFFICE_CONVERTER: path.join(folder, 'no-such-program') },
    });
    try {
      const { drive } = await newUser(missing);
      const doc = (await create(drive, 'pptx', 'عرض')).data.userFileId;
      await drive.post('/api/office/previewofficefile', { userFileId: doc });
      expect(await runConversions(missing)).toBe(1);
      const answer = await drive.post<Preview>('/api/office/previewofficefile', {
        userFileId: doc,
      });
      expect(answer.data.status).toBe('failed');
    } finally {
      await missing.close();
    }
  });
});

describe('office previews with the converter turned off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ sharing: server, env: { OFFICE_CONVERTER: 'off' } });
  });
  afterAll(async () => off?.close());

  it('answers unavailable, so the browser renders the document itself', async () => {
    const { drive } = await newUser(off);
    const doc = (await create(drive, 'docx', 'وثيقة')).data.userFileId;
    const answer = await drive.post<Preview>('/api/office/previewofficefile', { userFileId: doc });
    expect(answer.data).toEqual({ status: 'unavailable', pdfUrl: null });
    expect(await runConversions(off)).toBe(0);
  });
});
