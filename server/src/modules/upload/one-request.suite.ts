import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import { UPLOAD_FILE_BODY_TYPE, uploadFile } from '@qiao/contracts/upload';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import type { Answer } from '../../../test/drive-client';
import type { TestServer } from '../../../test/test-server';
import { md5Of, testBytes } from '../../../test/upload-client';
import { setQuota } from '../drive/quota';
import { recordStoredFiles, storedFileRecorder, type StoredFile } from './stored-file-entries';
import {
  namesIn,
  objectRow,
  startUploadServer,
  storedBytes,
  storedObjectCount,
  uploader,
  type StoreKind,
} from './upload-test-setup';

interface Sent {
  fileName: string;
  filePath: string;
  bytes: Buffer;
  /** What the query declares, when it is not the truth. */
  fileSize?: number;
  md5?: string;
}

/** `uploadfile` as the panel sends it: the declaration in the query, the bytes as the body. */
async function sendInOneRequest(server: TestServer, cookie: string | undefined, file: Sent) {
  const query = new URLSearchParams({
    fileName: file.fileName,
    filePath: file.filePath,
    fileSize: String(file.fileSize ?? file.bytes.length),
    identifier: file.md5 ?? md5Of(file.bytes),
    lang: 'en',
  });
  const response = await fetch(`${server.baseUrl}${uploadFile.path}?${query}`, {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: server.baseUrl,
      'content-type': UPLOAD_FILE_BODY_TYPE,
    },
    body: new Uint8Array(file.bytes),
  });
  return (await response.json()) as Answer<UserFile>;
}

/** Small files in one request (plan, bytes, verify, entry), on one store. */
export function describeOneRequestUploads(kind: StoreKind) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startUploadServer(kind);
  });
  afterAll(async () => server?.close());

  describe(`uploads in one request (${kind} store)`, () => {
    it('stores a small file with its entry, bytes and quota in one call', async () => {
      const { cookie, up } = await uploader(server);
      const bytes = testBytes(4096);
      const done = await sendInOneRequest(server, cookie, {
        fileName: '笔记 الملاحظات.txt',
        filePath: '/课/week 1',
        bytes,
      });
      expect(done.success).toBe(true);
      expect(done.data).toMatchObject({
        fileName: '笔记 الملاحظات',
        extendName: 'txt',
        fileSize: 4096,
        filePath: '/课/week 1',
        isDir: 0,
      });
      const object = await objectRow(server, done.data.fileId!);
      expect(object).toMatchObject({ md5: md5Of(bytes), size: 4096, refCount: 1 });
      expect((await storedBytes(server, object!.storageKey)).equals(bytes)).toBe(true);
      // Missing folders are made, as createfile makes them.
      expect(await namesIn(up, '/')).toEqual(['课']);
      expect(await namesIn(up, '/课/week 1')).toEqual(['笔记 الملاحظات.txt']);
      expect((await up.storage()).data.storageSize).toBe(4096);
    });

    it('takes an empty file and one of exactly the limit', async () => {
      const { cookie, up } = await uploader(server);
      const empty = await sendInOneRequest(server, cookie, {
        fileName: 'empty',
        filePath: '/',
        bytes: Buffer.alloc(0),
      });
      expect(empty.data).toMatchObject({ fileName: 'empty', fileSize: 0 });
      const bytes = testBytes(UPLOAD_LIMITS.oneRequestBytes, 3);
      const full = await sendInOneRequest(server, cookie, {
        fileName: 'full.bin',
        filePath: '/',
        bytes,
      });
      expect(full.data).toMatchObject({ fileSize: bytes.length });
      expect((await up.storage()).data.storageSize).toBe(bytes.length);
    });

    it('gives a clashing name the next free variant', async () => {
      const { cookie, up } = await uploader(server);
      const file = { fileName: 'report.pdf', filePath: '/', bytes: testBytes(100) };
      const names: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const done = await sendInOneRequest(server, cookie, file);
        names.push(`${done.data.fileName}.${done.data.extendName}`);
      }
      expect(names).toEqual(['report.pdf', 'report(1).pdf', 'report(2).pdf']);
      // Sent at once, every copy still gets a name of its own.
      const together = await Promise.all(
        Array.from({ length: 4 }, () => sendInOneRequest(server, cookie, file)),
      );
      expect(together.every((answer) => answer.success)).toBe(true);
      expect(new Set(await namesIn(up, '/')).size).toBe(7);
    });

    it('refuses a body whose MD5 is not the declared one, keeping nothing', async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const refused = await sendInOneRequest(server, cookie, {
        fileName: 'claimed.txt',
        filePath: '/',
        bytes: testBytes(4096),
        md5: 'f'.repeat(32),
      });
      expect(refused.code).toBe(ERRORS.uploadVerifyFailed.code);
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
      expect(await storedObjectCount(server)).toBe(before);
    });

    it('refuses a body whose size is not the declared one, keeping nothing', async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const bytes = testBytes(4096);
      for (const fileSize of [4095, 4097]) {
        const refused = await sendInOneRequest(server, cookie, {
          fileName: 'sized.txt',
          filePath: '/',
          bytes,
          fileSize,
        });
        expect(refused.code).toBe(ERRORS.uploadVerifyFailed.code);
      }
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
      expect(await storedObjectCount(server)).toBe(before);
    });

    it('refuses a file the quota cannot hold, keeping nothing', async () => {
      const { userId, cookie, up } = await uploader(server);
      await setQuota(server.testDatabase.database.db, userId, 5000);
      const first = { fileName: 'a.txt', filePath: '/', bytes: testBytes(3000) };
      expect((await sendInOneRequest(server, cookie, first)).success).toBe(true);
      const before = await storedObjectCount(server);
      const refused = await sendInOneRequest(server, cookie, { ...first, fileName: 'b.txt' });
      expect(refused.code).toBe(ERRORS.quotaExceeded.code);
      expect(await namesIn(up, '/')).toEqual(['a.txt']);
      expect((await up.storage()).data.storageSize).toBe(3000);
      expect(await storedObjectCount(server)).toBe(before);
    });

    it('refuses a file larger than one request takes, before reading it', async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const refused = await sendInOneRequest(server, cookie, {
        fileName: 'big.bin',
        filePath: '/',
        bytes: testBytes(UPLOAD_LIMITS.oneRequestBytes + 1),
      });
      expect(refused.code).toBe(ERRORS.uploadTooLargeForOneRequest.code);
      expect(refused.message).toMatch(/too large to send in one request/);
      expect(await namesIn(up, '/')).toEqual([]);
      expect(await storedObjectCount(server)).toBe(before);
    });

    it('keeps the name rules of every upload', async () => {
      const { cookie, up } = await uploader(server);
      for (const [fileName, filePath] of [
        ['a|b.txt', '/'],
        ['ok.txt', '/a/../b'],
      ] as const) {
        const refused = await sendInOneRequest(server, cookie, {
          fileName,
          filePath,
          bytes: testBytes(10),
        });
        expect(refused.success).toBe(false);
      }
      expect(await namesIn(up, '/')).toEqual([]);
    });

    it("writes only into the caller's own tree, and not at all when signed out", async () => {
      const owner = await uploader(server);
      const other = await uploader(server);
      const file = { fileName: 'mine.txt', filePath: '/shared', bytes: testBytes(50) };
      expect((await sendInOneRequest(server, owner.cookie, file)).success).toBe(true);
      // The same folder path names the other user's own folder: the owner's is not touched.
      const theirs = await sendInOneRequest(server, other.cookie, file);
      expect(theirs.data).toMatchObject({ fileName: 'mine', filePath: '/shared' });
      expect(await namesIn(owner.up, '/shared')).toEqual(['mine.txt']);
      expect(await namesIn(other.up, '/shared')).toEqual(['mine.txt']);
      const before = await storedObjectCount(server);
      const anonymous = await sendInOneRequest(server, undefined, file);
      expect(anonymous.code).toBe(ERRORS.notLoggedIn.code);
      expect(await storedObjectCount(server)).toBe(before);
    });
  });

  describe(`files recorded together (${kind} store)`, () => {
    const storedAs = (userId: string, fileName: string, size = 10): StoredFile => ({
      userId,
      fileName,
      filePath: '/together',
      storageKey: `objects/${crypto.randomUUID()}`,
      size,
      md5: 'a'.repeat(32),
      sha256: 'b'.repeat(64),
    });

    it('gives names taken before or within the batch free variants, in one transaction', async () => {
      const { userId, up } = await uploader(server);
      const db = server.testDatabase.database.db;
      await recordStoredFiles(db, [storedAs(userId, 'a.txt')]);
      const entries = await recordStoredFiles(db, [
        storedAs(userId, 'a.txt'),
        storedAs(userId, 'b.txt'),
        storedAs(userId, 'b.txt'),
      ]);
      expect(entries.map((entry) => entry.fileName)).toEqual(['a(1)', 'b', 'b(1)']);
      expect(await namesIn(up, '/together')).toHaveLength(4);
      expect((await up.storage()).data.storageSize).toBe(40);
    });

    it('answers each file alone when the batch cannot be recorded whole', async () => {
      const { userId, up } = await uploader(server);
      await setQuota(server.testDatabase.database.db, userId, 25);
      const recorder = storedFileRecorder(server.testDatabase.database.db);
      const coming = ['a.txt', 'b.txt', 'c.txt'].map(() => recorder.coming());
      // The three arrive while one more is still announced: they wait for it, then go together.
      const late = recorder.coming();
      const answers = Promise.allSettled(
        ['a.txt', 'b.txt', 'c.txt'].map((name, i) => coming[i]!.record(storedAs(userId, name))),
      );
      late.giveUp();
      const settled = await answers;
      expect(settled.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
      const refused = settled.find((answer) => answer.status === 'rejected');
      expect(refused?.reason).toMatchObject({ key: 'quotaExceeded' });
      expect(await namesIn(up, '/together')).toHaveLength(2);
      expect((await up.storage()).data.storageSize).toBe(20);
    });
  });
}
