import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { UserFile } from '@qiao/contracts/drive';
import type { OfficeEditorConfig } from '@qiao/contracts/editing';
import { driveClient, filesJson, putFile } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { setQuota, storageOf } from '../drive/quota';
import { fileObjects } from '../drive/tables';
import { signCallbackToken } from './callback-token';
import {
  signAsDocumentServer,
  startFakeDocumentServer,
  type FakeDocumentServer,
} from './editing-test-setup';
import { versionsOf } from './replace-content';

const SECRET = 'document-server-secret-for-tests';
let server: TestServer;
let documents: FakeDocumentServer;

beforeAll(async () => {
  documents = await startFakeDocumentServer();
  server = await startTestServer({
    env: { ONLYOFFICE_URL: documents.origin, ONLYOFFICE_JWT_SECRET: SECRET },
  });
});
afterAll(async () => {
  await server?.close();
  await documents?.close();
});

const db = () => server.testDatabase.database.db;

async function newUser() {
  const { userId, cookie } = await signInAs(server);
  return { userId, cookie, drive: driveClient(server, cookie) };
}

type Drive = ReturnType<typeof driveClient>;

async function download(drive: Drive, userFileId: string): Promise<string> {
  const auth = await drive.post<{ url: string }>('/api/file/getDownloadAuth', {
    ossFileId: userFileId,
  });
  const url = auth.data.url.startsWith('http') ? auth.data.url : server.baseUrl + auth.data.url;
  return (await fetch(url)).text();
}

async function detail(drive: Drive, userFileId: string) {
  return (await drive.get<UserFile>('/api/file/detail', { userFileId })).data;
}

describe('saving text from the editor (/file/update)', () => {
  it('stores the new text as a new object and counts the size difference', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'ملاحظات.md', '# درس');
    const before = await storageOf(db(), userId);
    const saved = await drive.post<UserFile>('/api/file/update', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: '# درس\n\n你好 مرحبا',
    });
    expect(saved.code).toBe(0);
    expect(saved.data.fileId).not.toBe(file.objectId);
    expect(saved.data.fileSize).toBe(Buffer.byteLength('# درس\n\n你好 مرحبا'));
    expect(await download(drive, file.id)).toBe('# درس\n\n你好 مرحبا');
    const after = await storageOf(db(), userId);
    expect(after.storageSize - before.storageSize).toBe(
      saved.data.fileSize - Buffer.byteLength('# درس'),
    );
    // Nobody else showed the old bytes: the object is gone.
    const old = await db().select().from(fileObjects).where(eq(fileObjects.id, file.objectId!));
    expect(old).toHaveLength(0);
  });

  it("refuses another user's file and changes nothing", async () => {
    const owner = await newUser();
    const other = await newUser();
    const file = await putFile(server, owner.userId, '/', 'secret.txt', 'mine');
    const answer = await other.drive.post('/api/file/update?lang=en', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: 'stolen',
    });
    expect(answer.code).toBe(3000);
    expect(await download(owner.drive, file.id)).toBe('mine');
  });

  it('copy on write: a copy sharing the bytes keeps the old text', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'lesson.txt', 'first version');
    await drive.post('/api/file/createFold', { fileName: 'copies', filePath: '/' });
    const copy = await drive.post<UserFile>('/api/file/copyfile', {
      userFileId: file.id,
      filePath: '/copies',
    });
    expect(copy.data.fileId).toBe(file.objectId);
    const saved = await drive.post<UserFile>('/api/file/update', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: 'second version',
    });
    expect(saved.code).toBe(0);
    expect(await download(drive, file.id)).toBe('second version');
    expect(await download(drive, copy.data.userFileId)).toBe('first version');
    const [shared] = await db()
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, file.objectId!));
    expect(shared?.refCount).toBe(1);
  });

  it('refuses a save over the quota with the translated message, changing nothing', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'big.txt', 'small');
    await setQuota(db(), userId, 20);
    const answer = await drive.post('/api/file/update?lang=zh', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: 'x'.repeat(100),
    });
    expect(answer.code).toBe(3006);
    expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await download(drive, file.id)).toBe('small');
    expect((await storageOf(db(), userId)).storageSize).toBe(5);
    expect((await detail(drive, file.id)).fileId).toBe(file.objectId);
  });

  it('refuses a stale save (someone saved since it was loaded)', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'shared.py', 'print(1)');
    const first = await drive.post<UserFile>('/api/file/update', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: 'print(2)',
    });
    expect(first.code).toBe(0);
    const stale = await drive.post('/api/file/update?lang=ar', {
      userFileId: file.id,
      fileId: file.objectId!,
      content: 'print(3)',
    });
    expect(stale.code).toBe(3431);
    expect(stale.message).toMatch(/[\u0600-\u06ff]/);
    expect(await download(drive, file.id)).toBe('print(2)');
  });

  it('refuses files that are not text, and text over the limit', async () => {
    const { userId, drive } = await newUser();
    const picture = await putFile(server, userId, '/', 'photo.png', 'not really a png');
    const refused = await drive.post('/api/file/update', {
      userFileId: picture.id,
      fileId: picture.objectId!,
      content: 'text',
    });
    expect(refused.code).toBe(3430);
    const note = await putFile(server, userId, '/', 'note.txt', 'short');
    const tooLarge = await drive.post('/api/file/update?lang=en', {
      userFileId: note.id,
      fileId: note.objectId!,
      content: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(tooLarge.code).toBe(3432);
    expect(tooLarge.message).toContain('2 MB');
    expect(await download(drive, note.id)).toBe('short');
  });
});

async function officeConfig(drive: Drive, userFileId: string) {
  return drive.post<{ documentServerUrl: string; config: OfficeEditorConfig }>(
    '/api/office/editofficefile?lang=zh',
    { userFileId },
  );
}

function callback(callbackUrl: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ error: number }>);
}

describe('office documents in the document server (/office/editofficefile)', () => {
  it('answers a signed editor configuration for the owner', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', '报告.docx', 'docx bytes');
    const answer = await officeConfig(drive, file.id);
    expect(answer.code).toBe(0);
    const { config, documentServerUrl } = answer.data;
    expect(documentServerUrl).toBe(documents.origin);
    expect(config.documentType).toBe('word');
    expect(config.document).toMatchObject({ fileType: 'docx', title: '报告.docx' });
    expect(config.editorConfig).toMatchObject({ lang: 'zh', mode: 'edit', user: { id: userId } });
    expect(config.editorConfig.callbackUrl).toMatch(/\/api\/office\/callback\?token=/);
    // The document server fetches the current bytes without a session.
    expect(await (await fetch(config.document.url)).text()).toBe('docx bytes');
    const { payload } = await jwtVerify(config.token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({ document: config.document, editorConfig: config.editorConfig });
    await expect(
      jwtVerify(config.token, new TextEncoder().encode('another-secret-entirely')),
    ).rejects.toThrow();
  });

  it("refuses another user's document and files that are not office documents", async () => {
    const owner = await newUser();
    const other = await newUser();
    const file = await putFile(server, owner.userId, '/', 'sheet.xlsx', 'xlsx bytes');
    expect((await officeConfig(other.drive, file.id)).code).toBe(3000);
    const text = await putFile(server, owner.userId, '/', 'notes.md', '# hi');
    expect((await officeConfig(owner.drive, text.id)).code).toBe(3430);
  });

  it('status 2 saves a new version: download gives the new bytes, a version row keeps the old', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'slides.pptx', 'old slides');
    const { config } = (await officeConfig(drive, file.id)).data;
    const url = documents.serve('slides-1', Buffer.from('new slides, edited'));
    const body = { key: config.document.key, status: 2, url, users: [userId] };
    const answer = await callback(config.editorConfig.callbackUrl, {
      ...body,
      token: await signAsDocumentServer(SECRET, body),
    });
    expect(answer).toEqual({ error: 0 });
    expect(await download(drive, file.id)).toBe('new slides, edited');
    const versions = await versionsOf(db(), file.id);
    expect(versions.map((version) => version.objectId)).toEqual([file.objectId]);
    const [kept] = await db().select().from(fileObjects).where(eq(fileObjects.id, file.objectId!));
    expect(kept?.refCount).toBe(1);
    // The next editing session gets a new key.
    const next = (await officeConfig(drive, file.id)).data.config;
    expect(next.document.key).not.toBe(config.document.key);
    expect((await storageOf(db(), userId)).storageSize).toBe(
      Buffer.byteLength('new slides, edited'),
    );
  });

  it('erasing a document for good lets its kept versions go too', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'draft.docx', 'draft one');
    const { config } = (await officeConfig(drive, file.id)).data;
    const body = {
      key: config.document.key,
      status: 2,
      url: documents.serve('d', Buffer.from('two')),
    };
    await callback(config.editorConfig.callbackUrl, {
      ...body,
      token: await signAsDocumentServer(SECRET, body),
    });
    expect(await versionsOf(db(), file.id)).toHaveLength(1);
    await drive.post('/api/file/deletefile', { userFileId: file.id });
    await drive.post('/api/recoveryfile/deleterecoveryfile', {
      recoveryFileIds: filesJson(file.id),
    });
    expect(await versionsOf(db(), file.id)).toHaveLength(0);
    const old = await db().select().from(fileObjects).where(eq(fileObjects.id, file.objectId!));
    expect(old).toHaveLength(0);
  });

  it('status 6 (force save) signed in the Authorization header also saves', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'table.xlsx', 'v1');
    const { config } = (await officeConfig(drive, file.id)).data;
    const body = {
      key: config.document.key,
      status: 6,
      url: documents.serve('t', Buffer.from('v2')),
    };
    const header = await signAsDocumentServer(SECRET, { payload: body });
    const answer = await callback(config.editorConfig.callbackUrl, body, {
      authorization: `Bearer ${header}`,
    });
    expect(answer).toEqual({ error: 0 });
    expect(await download(drive, file.id)).toBe('v2');
  });

  it('refuses a callback signed with another secret, and nothing changes', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'letter.doc', 'original');
    const { config } = (await officeConfig(drive, file.id)).data;
    const body = {
      key: config.document.key,
      status: 2,
      url: documents.serve('forged', Buffer.from('forged')),
    };
    const forged = await signAsDocumentServer('not-the-document-server-secret', body);
    expect(await callback(config.editorConfig.callbackUrl, { ...body, token: forged })).toEqual({
      error: 1,
    });
    // Unsigned bodies are refused too.
    expect(await callback(config.editorConfig.callbackUrl, body)).toEqual({ error: 1 });
    expect(await download(drive, file.id)).toBe('original');
    expect(await versionsOf(db(), file.id)).toHaveLength(0);
  });

  it('refuses an expired callback token, and nothing changes', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'old.docx', 'original');
    const key = await getOrCreateSecret(db(), 'editing.callback-key');
    const expired = await signCallbackToken(key, { userId, userFileId: file.id }, -60);
    const body = { key: 'k', status: 2, url: documents.serve('late', Buffer.from('late')) };
    const answer = await callback(`${server.baseUrl}/api/office/callback?token=${expired}`, {
      ...body,
      token: await signAsDocumentServer(SECRET, body),
    });
    expect(answer).toEqual({ error: 1 });
    expect(await download(drive, file.id)).toBe('original');
  });

  it('refuses a document address outside the document server', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'elsewhere.docx', 'original');
    const { config } = (await officeConfig(drive, file.id)).data;
    const body = {
      key: config.document.key,
      status: 2,
      url: `${server.baseUrl}/api/system/health`,
    };
    const answer = await callback(config.editorConfig.callbackUrl, {
      ...body,
      token: await signAsDocumentServer(SECRET, body),
    });
    expect(answer).toEqual({ error: 1 });
    expect(await download(drive, file.id)).toBe('original');
  });

  it('status 4 (closed without changes) is acknowledged and changes nothing', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'calm.pptx', 'untouched');
    const { config } = (await officeConfig(drive, file.id)).data;
    const body = { key: config.document.key, status: 4 };
    const answer = await callback(config.editorConfig.callbackUrl, {
      ...body,
      token: await signAsDocumentServer(SECRET, body),
    });
    expect(answer).toEqual({ error: 0 });
    expect((await detail(drive, file.id)).fileId).toBe(file.objectId);
    expect(await versionsOf(db(), file.id)).toHaveLength(0);
  });
});

describe('without a document server', () => {
  it('says office editing is unavailable', async () => {
    const plain = await startTestServer({
      sharing: server,
      env: { ONLYOFFICE_URL: '', ONLYOFFICE_JWT_SECRET: '' },
    });
    try {
      const { userId, cookie } = await signInAs(plain);
      const drive = driveClient(plain, cookie);
      const info = await drive.get<{ enabled: boolean }>('/api/office/editorinfo');
      expect(info.data.enabled).toBe(false);
      const file = await putFile(plain, userId, '/', 'a.docx', 'bytes');
      const answer = await drive.post('/api/office/editofficefile?lang=ar', {
        userFileId: file.id,
      });
      expect(answer.code).toBe(3433);
    } finally {
      await plain.close();
    }
  });
});
