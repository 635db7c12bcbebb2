import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { buildStoredRar, buildTar, buildWith7Zip, buildZip } from './test-archives';
import { unzipUser } from './unzip-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const lesson = Buffer.from('你好 مرحبا hello\n'.repeat(20));

describe('unzip modes and formats', () => {
  it('mode 0 unpacks next to the archive, folders merged and taken names made free', async () => {
    const user = await unzipUser(server);
    await user.drive.post('/api/file/createFold', { fileName: 'lessons', filePath: '/' });
    await user.put('/lessons', 'a.txt', Buffer.from('already here'));
    const archive = await user.put(
      '/lessons',
      'pack.zip',
      buildZip([
        { name: 'a.txt', data: lesson },
        { name: 'words/', data: Buffer.alloc(0) },
        { name: 'words/第一课.md', data: lesson },
        { name: 'deep/er/b.txt', data: Buffer.from('b') },
      ]),
    );
    const before = await user.storage();
    const { task } = await user.unzip({ unzipMode: 0, userFileId: archive.id });
    expect(task).toMatchObject({ state: 'done', targetPath: '/lessons', message: null });
    expect(task?.entriesDone).toBe(4);
    expect(await user.list('/lessons')).toEqual(
      expect.arrayContaining(['a.txt', 'a(1).txt', 'words', 'deep', 'pack.zip']),
    );
    expect(await user.list('/lessons/words')).toEqual(['第一课.md']);
    expect(await user.list('/lessons/deep/er')).toEqual(['b.txt']);
    expect(await user.storage()).toBe(before + lesson.length * 2 + 1);
  });

  it('mode 1 unpacks into a new folder named after the archive, "name(1)" the second time', async () => {
    const user = await unzipUser(server);
    const archive = await user.put('/', '课本.zip', buildZip([{ name: 'x.txt', data: lesson }]));
    const first = await user.unzip({ unzipMode: 1, userFileId: archive.id });
    const second = await user.unzip({ unzipMode: 1, userFileId: archive.id });
    expect(first.task).toMatchObject({ state: 'done', targetPath: '/课本' });
    expect(second.task).toMatchObject({ state: 'done', targetPath: '/课本(1)' });
    expect(await user.list('/课本(1)')).toEqual(['x.txt']);
  });

  it('mode 2 unpacks into the folder picked, and refuses a folder that does not exist', async () => {
    const user = await unzipUser(server);
    await user.drive.post('/api/file/createFold', { fileName: 'picked', filePath: '/' });
    const archive = await user.put('/', 'p.zip', buildZip([{ name: 'y.txt', data: lesson }]));
    const { task } = await user.unzip({
      unzipMode: 2,
      userFileId: archive.id,
      filePath: '/picked',
    });
    expect(task).toMatchObject({ state: 'done', targetPath: '/picked' });
    expect(await user.list('/picked')).toEqual(['y.txt']);
    const missing = await user.unzip({ unzipMode: 2, userFileId: archive.id, filePath: '/nope' });
    expect(missing.started).toMatchObject({ success: false, code: 3007 });
    const noPath = await user.unzip({ unzipMode: 2, userFileId: archive.id });
    expect(noPath.started).toMatchObject({ success: false, code: 400 });
  });

  it('decodes the names of a Chinese Windows zip (GBK, no UTF-8 flag)', async () => {
    const user = await unzipUser(server);
    // "课文\第一课.txt" in GBK, as Chinese Windows zip tools write it, backslash and all.
    const gbkName = Buffer.from([
      0xbf, 0xce, 0xce, 0xc4, 0x5c, 0xb5, 0xda, 0xd2, 0xbb, 0xbf, 0xce, 0x2e, 0x74, 0x78, 0x74,
    ]);
    expect(new TextDecoder('gbk').decode(gbkName)).toBe('课文\\第一课.txt');
    const archive = await user.put(
      '/',
      'gbk.zip',
      buildZip([
        { name: gbkName, data: lesson, flags: 0 },
        { name: Buffer.from('plain.txt'), data: lesson, flags: 0 },
        { name: '已标记UTF8.txt', data: lesson },
      ]),
    );
    const { task } = await user.unzip({ unzipMode: 0, userFileId: archive.id });
    expect(task?.state).toBe('done');
    expect(await user.list('/')).toEqual(
      expect.arrayContaining(['课文', 'plain.txt', '已标记UTF8.txt']),
    );
    expect(await user.list('/课文')).toEqual(['第一课.txt']);
  });

  it('unpacks a tar.gz, a tar, and a plain .gz to one file named without .gz', async () => {
    const user = await unzipUser(server);
    const tgz = await buildTar(
      [
        { name: 'unit/', type: 'directory' },
        { name: 'unit/one.txt', data: 'one' },
        { name: 'unit/two.txt', data: lesson },
      ],
      true,
    );
    const a = await user.put('/', 'unit.tar.gz', tgz);
    expect((await user.unzip({ unzipMode: 1, userFileId: a.id })).task).toMatchObject({
      state: 'done',
      targetPath: '/unit',
    });
    expect(await user.list('/unit/unit')).toEqual(['one.txt', 'two.txt']);
    const b = await user.put('/', 'plain.tar', await buildTar([{ name: 'p.txt', data: 'p' }]));
    expect((await user.unzip({ unzipMode: 1, userFileId: b.id })).task?.state).toBe('done');
    expect(await user.list('/plain')).toEqual(['p.txt']);
    const c = await user.put('/', 'notes.txt.gz', gzipSync(lesson));
    expect((await user.unzip({ unzipMode: 0, userFileId: c.id })).task?.state).toBe('done');
    expect(await user.list('/')).toEqual(expect.arrayContaining(['notes.txt']));
  });

  it('unpacks a 7z made by 7-Zip and a rar built in the test', async () => {
    const user = await unzipUser(server);
    const sevenZ = await buildWith7Zip({ 'kit/a.txt': lesson, 'kit/sub/b.md': '# b' });
    const a = await user.put('/', 'kit.7z', sevenZ);
    expect((await user.unzip({ unzipMode: 2, userFileId: a.id, filePath: '/' })).task?.state).toBe(
      'done',
    );
    expect(await user.list('/kit')).toEqual(['sub', 'a.txt']);
    expect(await user.list('/kit/sub')).toEqual(['b.md']);
    const rar = buildStoredRar([
      { name: 'r\\one.txt', data: Buffer.from('rar one') },
      { name: 'two.txt', data: lesson },
    ]);
    const b = await user.put('/', 'old.rar', rar);
    expect((await user.unzip({ unzipMode: 1, userFileId: b.id })).task?.state).toBe('done');
    expect(await user.list('/old')).toEqual(['r', 'two.txt']);
    expect(await user.list('/old/r')).toEqual(['one.txt']);
  });

  it("refuses files that are not archives, other users' archives and other users' tasks", async () => {
    const owner = await unzipUser(server);
    const stranger = await unzipUser(server);
    const text = await owner.put('/', 'a.txt', lesson);
    expect((await owner.unzip({ unzipMode: 0, userFileId: text.id })).started).toMatchObject({
      success: false,
      code: 3300,
    });
    const archive = await owner.put('/', 'mine.zip', buildZip([{ name: 'm.txt', data: lesson }]));
    expect((await stranger.unzip({ unzipMode: 0, userFileId: archive.id })).started).toMatchObject({
      success: false,
      code: 3000,
    });
    const started = await owner.drive.post<{ taskId: string }>('/api/file/unzipfile', {
      unzipMode: 0,
      userFileId: archive.id,
    });
    const peek = await stranger.drive.get('/api/file/unziptask', { taskId: started.data.taskId });
    expect(peek).toMatchObject({ success: false, code: 3308 });
    const queued = await owner.drive.get('/api/file/unziptask', { taskId: started.data.taskId });
    expect(queued.data).toMatchObject({ state: 'queued', entriesDone: 0 });
  });
});
