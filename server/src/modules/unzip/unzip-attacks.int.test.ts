import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { setQuota } from '../drive/quota';
import { buildTar, buildWith7Zip, buildZip } from './test-archives';
import { storedObjectCount, unzipUser } from './unzip-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const text = Buffer.from('درس 课文 lesson\n'.repeat(10));
const zeros = Buffer.alloc(5 * 1024 * 1024);

/** Unzips an archive that must be refused, and checks that nothing at all was left behind. */
async function expectRefused(name: string, bytes: Buffer, code: number, lang = 'en') {
  const user = await unzipUser(server);
  await user.drive.post('/api/file/createFold', { fileName: 'target', filePath: '/' });
  const archive = await user.put('/', name, bytes);
  const usedBefore = await user.storage();
  const objectsBefore = await storedObjectCount(server);
  const startedAt = Date.now();
  const { task } = await user.unzip(
    { unzipMode: 2, userFileId: archive.id, filePath: '/target' },
    lang,
  );
  const tookMs = Date.now() - startedAt;
  expect(task).toMatchObject({ state: 'failed', errorCode: code });
  expect(await user.list('/target')).toEqual([]);
  expect(await user.storage()).toBe(usedBefore);
  expect(await storedObjectCount(server)).toBe(objectsBefore);
  return { task: task!, tookMs };
}

describe('unzip refuses hostile and broken archives and leaves nothing behind', () => {
  it('refuses names that climb out with ".." or are absolute (zip-slip)', async () => {
    for (const name of [
      '../evil.txt',
      'ok/../../evil.txt',
      '/etc/evil.txt',
      '..\\..\\evil.txt',
      'C:/evil.txt',
    ]) {
      const { task } = await expectRefused(
        'slip.zip',
        buildZip([
          { name: 'fine.txt', data: text },
          { name, data: text },
        ]),
        3307,
      );
      expect(task.message).toContain(name);
    }
    await expectRefused('slip.tar', await buildTar([{ name: '../evil.txt', data: 'x' }]), 3307);
  });

  it('skips symlinks and unpacks the rest', async () => {
    const user = await unzipUser(server);
    const zip = await user.put(
      '/',
      'links.zip',
      buildZip([
        { name: 'real.txt', data: text, unixMode: 0o100644 },
        { name: 'link-to-passwd', data: Buffer.from('/etc/passwd'), unixMode: 0o120777, method: 0 },
      ]),
    );
    expect((await user.unzip({ unzipMode: 1, userFileId: zip.id })).task?.state).toBe('done');
    expect(await user.list('/links')).toEqual(['real.txt']);
    const tar = await user.put(
      '/',
      'links.tar',
      await buildTar([
        { name: 'a.txt', data: 'a' },
        { name: 'up', type: 'symlink', linkname: '../../..' },
        { name: 'up/escaped.txt', data: 'x' },
      ]),
    );
    // The symlink is skipped; "up/escaped.txt" then is an ordinary file in a folder named "up".
    expect((await user.unzip({ unzipMode: 1, userFileId: tar.id })).task?.state).toBe('done');
    expect(await user.list('/links(1)')).toEqual(['up', 'a.txt']);
  });

  it('refuses a zip bomb that declares its sizes, at once', async () => {
    const { task, tookMs } = await expectRefused(
      'bomb.zip',
      buildZip([{ name: 'zeros.bin', data: zeros }]),
      3306,
      'zh',
    );
    expect(task.message).toBe('已拒绝解压：压缩比异常过高（疑似压缩炸弹）');
    expect(tookMs).toBeLessThan(5000);
  });

  it('catches a zip bomb whose headers lie about its size while inflating', async () => {
    const { tookMs } = await expectRefused(
      'liar.zip',
      buildZip([{ name: 'zeros.bin', data: zeros, declaredSize: 2000 }]),
      3306,
    );
    expect(tookMs).toBeLessThan(5000);
  });

  it('catches a tar.gz bomb by the bytes it inflates to', async () => {
    await expectRefused(
      'bomb.tar.gz',
      await buildTar([{ name: 'zeros.bin', data: zeros }], true),
      3306,
    );
  });

  it('refuses what would pass the space left, with the amount left', async () => {
    const user = await unzipUser(server);
    const archive = await user.put(
      '/',
      'big.zip',
      buildZip([
        { name: 'a.txt', data: text },
        { name: 'b.txt', data: text },
      ]),
    );
    await setQuota(
      server.testDatabase.database.db,
      user.userId,
      (await user.storage()) + text.length,
    );
    const { task } = await user.unzip({ unzipMode: 0, userFileId: archive.id });
    expect(task).toMatchObject({ state: 'failed', errorCode: 3305 });
    expect(await user.list('/')).toEqual(['big.zip']);
  });

  it('refuses an archive with too many entries', async () => {
    const many = Array.from({ length: 10_001 }, (_, index) => ({
      name: `f${index}.txt`,
      method: 0 as const,
    }));
    await expectRefused('many.zip', buildZip(many), 3303);
  });

  it('says so for a damaged archive and for a password-protected one', async () => {
    const good = buildZip([
      { name: 'a.txt', data: text },
      { name: 'b.txt', data: text },
    ]);
    await expectRefused('cut.zip', good.subarray(0, good.length - 30), 3301);
    const damaged = Buffer.from(good);
    damaged.fill(0xff, 30 + 5, 30 + 5 + 20); // inside the first entry's deflated data
    await expectRefused('damaged.zip', damaged, 3301);
    await expectRefused('junk.7z', Buffer.from('7z¼¯\u0027\u001c but not really'), 3301);
    await expectRefused('junk.tgz', Buffer.from('not gzip at all'), 3301);
    const locked = await buildWith7Zip(
      { 'secret.txt': text },
      { type: 'zip', password: 'kalima-123' },
    );
    const { task } = await expectRefused('locked.zip', locked, 3302, 'ar');
    expect(task.message).toBe('الملف المضغوط محمي بكلمة مرور، ولا يمكن فك ضغط الملفات المشفّرة');
    const locked7z = await buildWith7Zip({ 'secret.txt': text }, { password: 'mima-456' });
    await expectRefused('locked.7z', locked7z, 3302);
  });
});
