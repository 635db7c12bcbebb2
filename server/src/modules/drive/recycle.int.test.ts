import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserFile } from '@qiao/contracts/drive';
import { driveClient, filesJson, putFile } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { purgeOldBatches } from './recycle';
import { fileObjects, userFiles } from './tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Page = { list: UserFile[]; total: number };

async function newUser() {
  const { userId, cookie } = await signInAs(server);
  return { userId, drive: driveClient(server, cookie) };
}

describe('recycle bin', () => {
  it('puts a folder and its contents in one batch and lists only the top item', async () => {
    const { userId, drive } = await newUser();
    const folder = await drive.post<UserFile>('/api/file/createFold', {
      fileName: 'قديم',
      filePath: '/',
    });
    await putFile(server, userId, '/قديم', 'a.txt', 'a');
    await drive.post('/api/file/createFold', { fileName: 'sub', filePath: '/قديم' });
    const deleted = await drive.post<{ deleteBatchNum: string }>('/api/file/deletefile', {
      userFileId: folder.data.userFileId,
    });
    expect(deleted.data.deleteBatchNum).toMatch(/^[0-9a-f-]{36}$/);
    expect((await drive.get<Page>('/api/file/getfilelist', { filePath: '/' })).data.total).toBe(0);
    const bin = await drive.post<Page>('/api/recoveryfile/list');
    expect(bin.data.total).toBe(1);
    expect(bin.data.list[0]).toMatchObject({
      fileName: 'قديم',
      deleteFlag: 1,
      deleteBatchNum: deleted.data.deleteBatchNum,
    });
  });

  it('restores into the original folder, recreating it, and renames on a clash', async () => {
    const { userId, drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: 'units', filePath: '/' });
    const file = await putFile(server, userId, '/units', 'lesson.txt', 'v1');
    await drive.post('/api/file/deletefile', { userFileId: file.id });
    const units = (await drive.get<Page>('/api/file/getfilelist', {})).data.list[0]!;
    await drive.post('/api/file/deletefile', { userFileId: units.userFileId });
    await putFile(server, userId, '/', 'placeholder.txt', 'p');
    // The parent folder is gone now; restoring the file makes it again.
    const restored = await drive.post('/api/recoveryfile/restorerecoveryfile', {
      recoveryFileIds: filesJson(file.id),
    });
    expect(restored).toMatchObject({ code: 0, data: { restored: 1 } });
    const inUnits = await drive.get<Page>('/api/file/getfilelist', { filePath: '/units' });
    expect(inUnits.data.list.map((f) => f.fileName)).toEqual(['lesson']);
    // Restoring the old "units" folder now clashes with the recreated one: it becomes "units(1)".
    await drive.post('/api/recoveryfile/restorerecoveryfile', {
      recoveryFileIds: filesJson(units.userFileId),
    });
    const root = await drive.get<Page>('/api/file/getfilelist', { filePath: '/' });
    expect(root.data.list.map((f) => f.fileName)).toEqual(['units', 'units(1)', 'placeholder']);
  });

  it('erases for good, gives the quota back and drops the bytes with the last reference', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'big.bin', 'x'.repeat(1000));
    await drive.post('/api/file/createFold', { fileName: 'copies', filePath: '/' });
    await drive.post('/api/file/copyfile', { userFileId: file.id, filePath: '/copies' });
    expect(
      (await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage')).data.storageSize,
    ).toBe(2000);
    const [object] = await server.testDatabase.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, file.objectId!));
    expect(object).toMatchObject({ refCount: 2 });

    await drive.post('/api/file/deletefile', { userFileId: file.id });
    await drive.post('/api/recoveryfile/deleterecoveryfile', {
      recoveryFileIds: filesJson(file.id),
    });
    expect(
      (await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage')).data.storageSize,
    ).toBe(1000);
    expect(await server.store.exists(object!.storageKey)).toBe(true);

    const copy = (await drive.get<Page>('/api/file/getfilelist', { filePath: '/copies' })).data
      .list[0]!;
    await drive.post('/api/file/batchdeletefile', { files: filesJson(copy.userFileId) });
    const emptied = await drive.post<{ erased: number }>('/api/file/emptyTrash');
    expect(emptied.data.erased).toBe(1);
    expect(await server.store.exists(object!.storageKey)).toBe(false);
    expect(
      (await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage')).data.storageSize,
    ).toBe(0);
  });

  it('erases batches older than 100 days in the daily job, and keeps newer ones', async () => {
    const { userId, drive } = await newUser();
    const old = await putFile(server, userId, '/', 'old.txt', 'old');
    const recent = await putFile(server, userId, '/', 'recent.txt', 'recent');
    await drive.post('/api/file/batchdeletefile', { files: filesJson(old.id, recent.id) });
    const db = server.testDatabase.database.db;
    await db
      .update(userFiles)
      .set({ deleteTime: new Date(Date.now() - 101 * 24 * 3600_000) })
      .where(eq(userFiles.id, old.id));
    await purgeOldBatches(db);
    const bin = await drive.post<Page>('/api/recoveryfile/list');
    expect(bin.data.list.map((f) => f.fileName)).toEqual(['recent']);
  });
});

describe('search, detail and ownership', () => {
  it('finds Arabic and Chinese names by substring and marks the match', async () => {
    const { userId, drive } = await newUser();
    await putFile(server, userId, '/', 'الدرس الأول.pdf', 'p');
    await putFile(server, userId, '/', '第一课 生词.docx', 'd');
    await putFile(server, userId, '/', "Tom & Jerry's script.txt", 's');
    const arabic = await drive.get<{ list: (UserFile & { highlightFields: string })[] }>(
      '/api/file/search',
      { fileName: 'الأول' },
    );
    expect(arabic.data.list.map((f) => f.highlightFields)).toEqual(['الدرس <em>الأول</em>.pdf']);
    const chinese = await drive.get<{ list: (UserFile & { highlightFields: string })[] }>(
      '/api/file/search',
      { fileName: '一课' },
    );
    expect(chinese.data.list.map((f) => f.highlightFields)).toEqual(['第<em>一课</em> 生词.docx']);
    const html = await drive.get<{ list: (UserFile & { highlightFields: string })[] }>(
      '/api/file/search',
      { fileName: 'script' },
    );
    expect(html.data.list[0]!.highlightFields).toBe('Tom &#38; Jerry&#39;s <em>script</em>.txt');
  });

  it("answers another user's ids as not found, for every call", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const file = await putFile(server, owner.userId, '/', 'private.txt', 'secret');
    const calls: [string, Record<string, string>][] = [
      ['/api/file/renamefile', { userFileId: file.id, fileName: 'mine.txt' }],
      ['/api/file/movefile', { userFileId: file.id, filePath: '/' }],
      ['/api/file/copyfile', { userFileId: file.id, filePath: '/' }],
      ['/api/file/deletefile', { userFileId: file.id }],
      ['/api/file/batchdeletefile', { files: filesJson(file.id) }],
      ['/api/recoveryfile/restorerecoveryfile', { recoveryFileIds: filesJson(file.id) }],
      ['/api/recoveryfile/deleterecoveryfile', { recoveryFileIds: filesJson(file.id) }],
    ];
    for (const [path, form] of calls) {
      const answer = await stranger.drive.post(`${path}?lang=en`, form);
      expect(answer, path).toMatchObject({
        success: false,
        code: 3000,
        message: 'No such file or folder',
      });
    }
    const detail = await stranger.drive.get('/api/file/detail', {
      userFileId: file.id,
      lang: 'en',
    });
    expect(detail.code).toBe(3000);
    const mine = await owner.drive.get<UserFile>('/api/file/detail', { userFileId: file.id });
    expect(mine.data).toMatchObject({ fileName: 'private', extendName: 'txt' });
  });

  it('refuses over-quota copies, and two copies at once cannot pass the limit together', async () => {
    const { userId, drive } = await newUser();
    const { setQuota } = await import('./quota');
    const file = await putFile(server, userId, '/', 'half.bin', 'x'.repeat(600));
    await setQuota(server.testDatabase.database.db, userId, 1000);
    await drive.post('/api/file/createFold', { fileName: 'a', filePath: '/' });
    await drive.post('/api/file/createFold', { fileName: 'b', filePath: '/' });
    const answers = await Promise.all([
      drive.post('/api/file/copyfile?lang=en', { userFileId: file.id, filePath: '/a' }),
      drive.post('/api/file/copyfile?lang=en', { userFileId: file.id, filePath: '/b' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([3006, 3006]);
    expect(answers[0]!.message).toBe('Not enough storage space left');
    expect(
      (
        await drive.get<{ storageSize: number; totalStorageSize: number }>(
          '/api/filetransfer/getstorage',
        )
      ).data,
    ).toEqual({
      storageSize: 600,
      totalStorageSize: 1000,
    });
  });
});

describe('quota administration', () => {
  it('lets an admin change a user allowance, and nobody else', async () => {
    const learner = await newUser();
    const admin = await signInAs(server, { role: 'admin' });
    const adminDrive = driveClient(server, admin.cookie);
    const changed = await adminDrive.post('/api/admin/setUserQuota', {
      uid: learner.userId,
      totalStorageSize: 5 * 1024 ** 3,
    });
    expect(changed).toMatchObject({
      code: 0,
      data: { storageSize: 0, totalStorageSize: 5 * 1024 ** 3 },
    });
    const mine = await learner.drive.get<{ totalStorageSize: number }>(
      '/api/filetransfer/getstorage',
    );
    expect(mine.data.totalStorageSize).toBe(5 * 1024 ** 3);
    const refused = await learner.drive.post('/api/admin/setUserQuota', {
      uid: learner.userId,
      totalStorageSize: 1,
    });
    expect(refused.code).toBe(403);
  });
});

describe('the default allowance', () => {
  it('comes from DRIVE_QUOTA_BYTES', async () => {
    const small = await startTestServer({ env: { DRIVE_QUOTA_BYTES: '2048' } });
    try {
      const { cookie } = await signInAs(small);
      const storage = await driveClient(small, cookie).get<{ totalStorageSize: number }>(
        '/api/filetransfer/getstorage',
      );
      expect(storage.data.totalStorageSize).toBe(2048);
    } finally {
      await small.close();
    }
  });
});
