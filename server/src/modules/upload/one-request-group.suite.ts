import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import type { Envelope } from '@qiao/contracts/envelope';
import { ERRORS, errorMessage } from '@qiao/contracts/errors';
import { UPLOAD_FILES_FIELDS, uploadFiles } from '@qiao/contracts/upload';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import type { Answer } from '../../../test/drive-client';
import type { TestServer } from '../../../test/test-server';
import { md5Of, testBytes } from '../../../test/upload-client';
import { setQuota } from '../drive/quota';
import {
  namesIn,
  objectRow,
  startUploadServer,
  storedBytes,
  storedObjectCount,
  uploader,
  type StoreKind,
} from './upload-test-setup';

interface Grouped {
  fileName: string;
  filePath?: string;
  bytes: Buffer;
  /** What the declaration says, when it is not the truth. */
  fileSize?: number;
  md5?: string;
}

type GroupAnswer = Answer<Envelope<UserFile | null>[]>;

/** The body the panel sends: the declarations, then each file's bytes, in order. */
function groupForm(files: readonly Grouped[], declared = files) {
  const form = new FormData();
  const declarations = declared.map((file) => ({
    fileName: file.fileName,
    filePath: file.filePath ?? '/',
    fileSize: file.fileSize ?? file.bytes.length,
    identifier: file.md5 ?? md5Of(file.bytes),
  }));
  form.append(UPLOAD_FILES_FIELDS.declarations, JSON.stringify(declarations));
  for (const file of files) {
    form.append(UPLOAD_FILES_FIELDS.file, new Blob([new Uint8Array(file.bytes)]), file.fileName);
  }
  return form;
}

async function sendGroup(
  server: TestServer,
  cookie: string | undefined,
  body: FormData,
  lang = 'en',
): Promise<GroupAnswer> {
  const response = await fetch(`${server.baseUrl}${uploadFiles.path}?lang=${lang}`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), origin: server.baseUrl },
    body,
  });
  return (await response.json()) as GroupAnswer;
}

/** Several small files in one request, each answered on its own, on one store. */
export function describeGroupedUploads(kind: StoreKind) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startUploadServer(kind);
  });
  afterAll(async () => server?.close());

  describe(`small files sent together (${kind} store)`, () => {
    it('stores every file of a request with its entry and bytes, answered in order', async () => {
      const { cookie, up } = await uploader(server);
      const files = [
        { fileName: '一.txt', filePath: '/生词/第一周', bytes: testBytes(4096, 1) },
        { fileName: 'ب.txt', filePath: '/生词/第一周', bytes: testBytes(10, 2) },
        { fileName: 'empty', filePath: '/生词', bytes: Buffer.alloc(0) },
      ];
      const answer = await sendGroup(server, cookie, groupForm(files));
      expect(answer.success).toBe(true);
      expect(answer.data.map((file) => file.success)).toEqual([true, true, true]);
      expect(answer.data.map((file) => file.data?.fileSize)).toEqual([4096, 10, 0]);
      expect(answer.data[1]!.data).toMatchObject({ fileName: 'ب', filePath: '/生词/第一周' });
      const object = await objectRow(server, answer.data[0]!.data!.fileId!);
      expect((await storedBytes(server, object!.storageKey)).equals(files[0]!.bytes)).toBe(true);
      expect(await namesIn(up, '/生词')).toEqual(['第一周', 'empty']);
      expect((await namesIn(up, '/生词/第一周')).sort()).toEqual(['ب.txt', '一.txt'].sort());
      expect((await up.storage()).data.storageSize).toBe(4106);
    });

    it("refuses a file whose MD5 is wrong in the caller's language; the others are kept", async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const files = [
        { fileName: 'a.txt', bytes: testBytes(100, 3) },
        { fileName: 'b.txt', bytes: testBytes(100, 4), md5: 'f'.repeat(32) },
        { fileName: 'c.txt', bytes: testBytes(100, 5) },
      ];
      for (const lang of ['ar', 'zh'] as const) {
        const answer = await sendGroup(server, cookie, groupForm(files), lang);
        const refused = answer.data[1]!;
        expect(refused).toMatchObject({ success: false, code: ERRORS.uploadVerifyFailed.code });
        expect(refused.message).toBe(errorMessage('uploadVerifyFailed', lang));
        expect([answer.data[0]!.success, answer.data[2]!.success]).toEqual([true, true]);
      }
      expect((await namesIn(up, '/')).sort()).toEqual(['a(1).txt', 'a.txt', 'c(1).txt', 'c.txt']);
      expect(await storedObjectCount(server)).toBe(before + 4);
    });

    it('gives names taken in the folder or twice in the request free variants', async () => {
      const { cookie, up } = await uploader(server);
      const note = { fileName: 'note.txt', bytes: testBytes(20, 6) };
      await sendGroup(server, cookie, groupForm([note]));
      const answer = await sendGroup(server, cookie, groupForm([note, note]));
      expect(answer.data.every((file) => file.success)).toBe(true);
      expect((await namesIn(up, '/')).sort()).toEqual(['note(1).txt', 'note(2).txt', 'note.txt']);
    });

    it('refuses the files the quota cannot hold, one by one, counting only those kept', async () => {
      const { userId, cookie, up } = await uploader(server);
      await setQuota(server.testDatabase.database.db, userId, 10_000);
      const before = await storedObjectCount(server);
      const files = ['1', '2', '3', '4', '5'].map((name, i) => ({
        fileName: `${name}.txt`,
        bytes: testBytes(3000, 10 + i),
      }));
      const answer = await sendGroup(server, cookie, groupForm(files), 'zh');
      const refused = answer.data.filter((file) => !file.success);
      expect(refused).toHaveLength(2);
      for (const file of refused) {
        expect(file.message).toBe(errorMessage('quotaExceeded', 'zh'));
      }
      // The first files of the request are the ones kept.
      expect(answer.data.map((file) => file.success)).toEqual([true, true, true, false, false]);
      expect((await namesIn(up, '/')).sort()).toEqual(['1.txt', '2.txt', '3.txt']);
      expect((await up.storage()).data.storageSize).toBe(9000);
      expect(await storedObjectCount(server)).toBe(before + 3);
    });

    it('refuses a file declared larger than one request, and a declared file that never came', async () => {
      const { cookie, up } = await uploader(server);
      const big = {
        fileName: 'big.bin',
        bytes: testBytes(10, 7),
        fileSize: UPLOAD_LIMITS.oneRequestBytes + 1,
      };
      const small = { fileName: 'small.txt', bytes: testBytes(10, 8) };
      const missing = { fileName: 'missing.txt', bytes: testBytes(10, 9) };
      const answer = await sendGroup(
        server,
        cookie,
        groupForm([big, small], [big, small, missing]),
      );
      expect(answer.data.map((file) => file.code)).toEqual([
        ERRORS.uploadTooLargeForOneRequest.code,
        0,
        ERRORS.parameterError.code,
      ]);
      expect(await namesIn(up, '/')).toEqual(['small.txt']);
    });

    it('refuses alone a file sent longer than declared or declared too large; later files are kept', async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const longer = {
        fileName: 'longer.bin',
        bytes: testBytes(UPLOAD_LIMITS.oneRequestBytes + 4096, 15),
        fileSize: 10,
      };
      const big = {
        fileName: 'big.bin',
        bytes: testBytes(UPLOAD_LIMITS.oneRequestBytes + 10, 16),
        fileSize: UPLOAD_LIMITS.oneRequestBytes + 10,
      };
      const after = { fileName: 'after.txt', bytes: testBytes(100, 17) };
      const answer = await sendGroup(server, cookie, groupForm([longer, big, after]));
      expect(answer.success).toBe(true);
      expect(answer.data.map((file) => file.code)).toEqual([
        ERRORS.uploadVerifyFailed.code,
        ERRORS.uploadTooLargeForOneRequest.code,
        0,
      ]);
      expect(await namesIn(up, '/')).toEqual(['after.txt']);
      expect((await up.storage()).data.storageSize).toBe(100);
      expect(await storedObjectCount(server)).toBe(before + 1);
    });

    it('refuses the whole request when its declarations are missing, unreadable or too much', async () => {
      const { cookie, up } = await uploader(server);
      const file = { fileName: 'a.txt', bytes: testBytes(10, 11) };
      const noDeclarations = new FormData();
      noDeclarations.append(UPLOAD_FILES_FIELDS.file, new Blob(['x']), 'a.txt');
      const notJson = new FormData();
      notJson.append(UPLOAD_FILES_FIELDS.declarations, '[{');
      const tooMany = groupForm(
        Array.from({ length: UPLOAD_LIMITS.groupFiles + 1 }, (_, i) => ({
          ...file,
          fileName: `${i}`,
        })),
      );
      const tooLarge = groupForm(
        [],
        Array.from({ length: 5 }, () => ({ ...file, fileSize: UPLOAD_LIMITS.oneRequestBytes })),
      );
      const extraPart = groupForm([file, file], [file]);
      for (const body of [noDeclarations, notJson, tooMany, tooLarge, extraPart]) {
        const answer = await sendGroup(server, cookie, body);
        expect(answer).toMatchObject({ success: false, code: ERRORS.parameterError.code });
      }
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
    });

    it('asks a caller who is not signed in to sign in', async () => {
      const answer = await sendGroup(
        server,
        undefined,
        groupForm([{ fileName: 'a', bytes: testBytes(5) }]),
      );
      expect(answer.code).toBe(ERRORS.notLoggedIn.code);
    });

    it('refuses a body that is not a multipart form', async () => {
      const { cookie } = await uploader(server);
      const response = await fetch(`${server.baseUrl}${uploadFiles.path}`, {
        method: 'POST',
        headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ files: [] }),
      });
      expect(((await response.json()) as GroupAnswer).code).toBe(ERRORS.unsupportedMediaType.code);
    });

    it('keeps nothing of a request cut off in the middle', async () => {
      const { cookie, up } = await uploader(server);
      const before = await storedObjectCount(server);
      const files = [
        { fileName: 'a.txt', bytes: testBytes(64 * 1024, 12) },
        { fileName: 'b.txt', bytes: testBytes(64 * 1024, 13) },
        { fileName: 'c.txt', bytes: testBytes(512 * 1024, 14) },
      ];
      const encoded = new Response(groupForm(files));
      const body = Buffer.from(await encoded.arrayBuffer());
      // The first two files and part of the third, then the connection drops.
      const cut = body.length - 256 * 1024;
      await new Promise<void>((resolve) => {
        const sent = http.request(`${server.baseUrl}${uploadFiles.path}`, {
          method: 'POST',
          headers: {
            cookie,
            origin: server.baseUrl,
            'content-type': encoded.headers.get('content-type')!,
            'content-length': body.length,
          },
        });
        sent.on('error', () => resolve());
        sent.on('response', () => resolve());
        sent.write(body.subarray(0, cut), () => setTimeout(() => sent.destroy(), 200));
      });
      // The server notices the cut and lets go of what it held.
      await expect.poll(() => storedObjectCount(server), { timeout: 5000 }).toBe(before);
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
    });
  });
}
