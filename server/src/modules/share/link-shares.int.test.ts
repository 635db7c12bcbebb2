import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedFile } from '@qiao/contracts/share';
import { EXTRACTION_CODE_ALPHABET } from '@qiao/contracts/share-rules';
import sharp from 'sharp';
import { filesJson } from '../../../test/drive-client';
import { addFile } from '../drive/add-file';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { newUser, ownerTree, shareLink, shareRow, visitor } from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
type Auth = { url: string; fileName: string; expiresAt: string };

describe('creating a link share', () => {
  it('answers an unguessable batch number and, with shareType 1, a code from the alphabet', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const withCode = await shareLink(owner.client, [tree.courseId], { shareType: 1, duration: 7 });
    expect(withCode.shareBatchNum).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(withCode.extractionCode).toHaveLength(4);
    for (const char of withCode.extractionCode) expect(EXTRACTION_CODE_ALPHABET).toContain(char);
    const days = (Date.parse(withCode.endTime!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // Defaults: one day, open link, no code.
    const open = await shareLink(owner.client, [tree.notes.id]);
    expect(open.extractionCode).toBe('');
    expect((Date.parse(open.endTime!) - Date.now()) / 86_400_000).toBeCloseTo(1, 1);
    const permanent = await shareLink(owner.client, [tree.notes.id], { duration: 0 });
    expect(permanent.endTime).toBeNull();
    expect(new Set([withCode, open, permanent].map((s) => s.shareBatchNum)).size).toBe(3);
  });

  it('refuses another user’s files, bad durations and empty selections', async () => {
    const owner = await newUser(server);
    const stranger = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const foreign = await stranger.client.post('/api/share/sharefile', {
      files: filesJson(tree.notes.id),
    });
    expect(foreign.code).toBe(3000);
    const badDuration = await owner.client.post('/api/share/sharefile', {
      files: filesJson(tree.notes.id),
      duration: 3,
    });
    expect(badDuration.code).toBe(400);
    expect(badDuration.message).toBe('يُرجى اختيار مدة الصلاحية');
    const none = await owner.client.post('/api/share/sharefile', { files: '[]' });
    expect(none.code).toBe(400);
    const signedOut = await visitor(server).post('/api/share/sharefile', {
      files: filesJson(tree.notes.id),
    });
    expect(signedOut.code).toBe(401);
  });
});

describe('opening a link share', () => {
  it('asks for the code, refuses a wrong one, then lists and browses the shared folder', async () => {
    const owner = await newUser(server, 'teacher', '王老师');
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.courseId], { shareType: 1 });
    const guest = visitor(server);

    const type = await guest.get<{ needCode: boolean; state: string; shareType: number }>(
      '/api/share/sharetype',
      { shareBatchNum: share.shareBatchNum },
    );
    expect(type.data).toMatchObject({ needCode: true, state: 'live', shareType: 1 });
    expect(JSON.stringify(type)).not.toContain('课程');
    expect(JSON.stringify(type)).not.toContain(share.extractionCode);

    const wrong = await guest.get('/api/share/checkextractioncode', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode === 'aaaa' ? 'bbbb' : 'aaaa',
    });
    expect(wrong.code).toBe(3204);
    const right = await guest.get<{ ownerName: string }>('/api/share/checkextractioncode', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode.toUpperCase(),
    });
    expect(right.code).toBe(0);
    expect(right.data.ownerName).toBe('王老师');

    const top = await guest.get<Page<SharedFile>>('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      filePath: '/',
    });
    expect(top.data.list.map((row) => [row.fileName, row.filePath])).toEqual([['课程', '/']]);
    const inside = await guest.get<Page<SharedFile>>('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      filePath: '/课程',
    });
    expect(inside.data.list.map((row) => `${row.fileName}.${row.extendName}`)).toEqual([
      '练习.',
      '第一课.txt',
    ]);
    expect(inside.data.list.every((row) => row.filePath === '/课程')).toBe(true);
    const deeper = await guest.get<Page<SharedFile>>('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      filePath: '/课程/练习',
    });
    expect(deeper.data.list.map((row) => row.fileName)).toEqual(['答案']);
  });

  it('opens a link without a code when shareType is 0', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.notes.id, tree.lesson.id]);
    const list = await visitor(server).get<Page<SharedFile>>('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
    });
    expect(list.data.list.map((row) => row.fileName).sort()).toEqual(['notes', '第一课']);
  });

  it('counts a view once per visitor, never the owner’s own', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.notes.id]);
    const open = (client: ReturnType<typeof visitor>) =>
      client.get('/api/share/sharefileList', { shareBatchNum: share.shareBatchNum });
    const first = visitor(server);
    await open(first);
    await open(first);
    await open(visitor(server));
    await open(owner.client);
    const member = await newUser(server);
    await open(member.client);
    await open(member.client);
    expect((await shareRow(server, share.shareBatchNum)).viewCount).toBe(3);
  });
});

describe('reading files inside a share', () => {
  it('previews a file (and a byte range) and downloads one file and a folder as a zip', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.courseId], { shareType: 1 });
    const guest = visitor(server);
    const preview = await guest.raw('/api/filetransfer/preview', {
      userFileId: tree.answer.id,
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toBe('answers 答案');
    const range = await fetch(
      `${server.baseUrl}/api/filetransfer/preview?${new URLSearchParams({
        userFileId: tree.answer.id,
        shareBatchNum: share.shareBatchNum,
        extractionCode: share.extractionCode,
      })}`,
      { headers: { range: 'bytes=0-6' } },
    );
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('answers');

    const one = await guest.post<Auth>('/api/share/getDownloadAuth', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      ossFileId: tree.lesson.id,
    });
    expect(one.data.fileName).toBe('第一课.txt');
    expect(await (await fetch(server.baseUrl + one.data.url)).text()).toBe('درس 一 lesson');

    const zip = await guest.post<Auth>('/api/share/getDownloadAuth', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      fileIds: filesJson(tree.courseId),
    });
    expect(zip.data.fileName).toBe('课程.zip');
    const zipped = await fetch(server.baseUrl + zip.data.url);
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('课程/练习/答案.txt'))).toBe(true);
    expect((await shareRow(server, share.shareBatchNum)).downloadCount).toBe(2);
  });
});

describe('thumbnails inside a share', () => {
  it('answers a small JPEG of a shared picture', async () => {
    const owner = await newUser(server);
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const picture = await addFile(server.testDatabase.database.db, server.store, {
      userId: owner.userId,
      folder: '/',
      name: '汉字.png',
      body: png,
    });
    const share = await shareLink(owner.client, [picture.id], { shareType: 1 });
    const thumbnail = await visitor(server).raw('/api/filetransfer/preview', {
      userFileId: picture.id,
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      isMin: 1,
    });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(size.width).toBeLessThan(640);
  });
});

describe('saving from a share', () => {
  it('adds the files to the saver’s drive, counted against their quota, with free names', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.courseId], { shareType: 1 });
    const saver = await newUser(server);
    const before = await saver.client.get<{ storageSize: number }>('/api/filetransfer/getstorage');
    const save = () =>
      saver.client.post<{ saved: number }>('/api/share/savesharefile', {
        shareBatchNum: share.shareBatchNum,
        extractionCode: share.extractionCode,
        filePath: '/',
        files: filesJson(tree.courseId),
      });
    expect((await save()).data.saved).toBe(1);
    expect((await save()).code).toBe(0);
    const root = await saver.client.get<Page<{ fileName: string }>>('/api/file/getfilelist', {
      filePath: '/',
    });
    expect(root.data.list.map((row) => row.fileName).sort()).toEqual(['课程', '课程(1)']);
    const nested = await saver.client.get<Page<{ fileName: string }>>('/api/file/getfilelist', {
      filePath: '/课程(1)/练习',
    });
    expect(nested.data.list.map((row) => row.fileName)).toEqual(['答案']);
    const after = await saver.client.get<{ storageSize: number }>('/api/filetransfer/getstorage');
    const bytes = Buffer.byteLength('درس 一 lesson') + Buffer.byteLength('answers 答案');
    expect(after.data.storageSize - before.data.storageSize).toBe(2 * bytes);
    expect((await shareRow(server, share.shareBatchNum)).resaveCount).toBe(2);

    // The owner's original is untouched by the saver deleting their copy.
    const lesson = await saver.client.get<Page<{ userFileId: string }>>('/api/file/getfilelist', {
      filePath: '/课程',
    });
    for (const row of lesson.data.list) {
      await saver.client.post('/api/file/deletefile', { userFileId: row.userFileId });
    }
    const again = await visitor(server).raw('/api/filetransfer/preview', {
      userFileId: tree.lesson.id,
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(await again.text()).toBe('درس 一 lesson');
  });

  it('asks for a login, and refuses when the quota is too small', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.notes.id]);
    const body = {
      shareBatchNum: share.shareBatchNum,
      filePath: '/',
      files: filesJson(tree.notes.id),
    };
    expect((await visitor(server).post('/api/share/savesharefile', body)).code).toBe(401);
    const admin = await newUser(server, 'admin');
    const saver = await newUser(server);
    await admin.client.post('/api/admin/setUserQuota', { uid: saver.userId, totalStorageSize: 3 });
    const refused = await saver.client.post('/api/share/savesharefile', body);
    expect(refused.code).toBe(3006);
    const root = await saver.client.get<Page<unknown>>('/api/file/getfilelist', { filePath: '/' });
    expect(root.data.total).toBe(0);
    expect((await shareRow(server, share.shareBatchNum)).resaveCount).toBe(0);
  });
});
