import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import type { TestServer } from '../../../test/test-server';
import { md5Of, proofFor, testBytes } from '../../../test/upload-client';
import {
  namesIn,
  objectRow,
  partBytes,
  startUploadServer,
  storedBytes,
  uploader,
  uploadRow,
  type StoreKind,
} from './upload-test-setup';

/** Uploads as the panel makes them, on one store: parts, resume, instant upload, folders. */
export function describeUploads(kind: StoreKind) {
  let server: TestServer;
  const part = partBytes(kind);
  beforeAll(async () => {
    server = await startUploadServer(kind);
  });
  afterAll(async () => server?.close());

  describe(`uploads in parts (${kind} store)`, () => {
    it('sends parts out of order, one twice, and completes with the same bytes', async () => {
      const { up } = await uploader(server);
      const file = {
        fileName: '第一课 الدرس.mp4',
        filePath: '/',
        bytes: testBytes(2 * part + 123),
      };
      const plan = await up.auth(file);
      expect(plan.data).toMatchObject({
        store: kind,
        partSize: part,
        partCount: 3,
        uploadedParts: [],
        // Every plan asks for a proof (issue 16): it tells nothing about other users' files.
        proof: expect.objectContaining({ nonce: expect.stringMatching(/^[0-9a-f]{64}$/) }),
        FileName: '第一课 الدرس.mp4',
        bucketName: kind === 's3' ? 'qiao-uploads' : '',
      });
      await up.sendParts(plan.data, file.bytes, [3, 1, 2, 1]);
      const held = await up.held(plan.data.uploadId);
      expect(held.data.uploadedParts.map((p) => [p.partNumber, p.size])).toEqual([
        [1, part],
        [2, part],
        [3, 123],
      ]);
      const done = await up.complete(plan.data, file);
      expect(done.success).toBe(true);
      expect(done.data).toMatchObject({
        fileName: '第一课 الدرس',
        extendName: 'mp4',
        fileSize: file.bytes.length,
        filePath: '/',
        isDir: 0,
        file_type: 3,
      });
      const object = await objectRow(server, done.data.fileId!);
      expect(object).toMatchObject({ md5: md5Of(file.bytes), refCount: 1 });
      expect((await storedBytes(server, object!.storageKey)).equals(file.bytes)).toBe(true);
      expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
      // The panel may ask again (a lost answer): the same entry, nothing added.
      const again = await up.complete(plan.data, file);
      expect(again.data.userFileId).toBe(done.data.userFileId);
      expect(await namesIn(up, '/')).toEqual(['第一课 الدرس.mp4']);
    });

    it('asking again for the same file resumes it with the parts already held', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'lecture.bin', filePath: '/', bytes: testBytes(2 * part + 5, 2) };
      const first = await up.auth(file);
      await up.sendParts(first.data, file.bytes, [1, 3]);
      const resumed = await up.auth(file);
      expect(resumed.data.uploadId).toBe(first.data.uploadId);
      expect(resumed.data.uploadedParts.map((p) => p.partNumber)).toEqual([1, 3]);
      // Not finished yet: completion says so, and the upload still takes parts.
      const early = await up.complete(first.data, file);
      expect(early.code).toBe(ERRORS.uploadIncomplete.code);
      await up.sendParts(resumed.data, file.bytes, [2]);
      expect((await up.complete(resumed.data, file)).success).toBe(true);
      expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
    });

    it('makes one upload of the same file asked for twice at once', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'twice.bin', filePath: '/', bytes: testBytes(part + 9, 7) };
      const plans = await Promise.all([up.auth(file), up.auth(file)]);
      expect(plans.every((plan) => plan.success)).toBe(true);
      expect(plans[1]!.data.uploadId).toBe(plans[0]!.data.uploadId);
      expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
    });

    it('completes an empty file without any part', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'empty.txt', filePath: '/', bytes: Buffer.alloc(0) };
      const plan = await up.auth(file);
      expect(plan.data).toMatchObject({ partCount: 1, proof: null });
      expect((await up.complete(plan.data, file)).data).toMatchObject({ fileSize: 0 });
      // The panel may also send the one (empty) part first.
      const again = await up.auth({ ...file, fileName: 'empty2.txt' });
      await up.sendParts(again.data, file.bytes);
      const done = await up.complete(again.data, file);
      expect(done.data).toMatchObject({ fileName: 'empty2', fileSize: 0 });
    });

    it('gives a name taken meanwhile the next free one', async () => {
      const { up } = await uploader(server);
      const a = { fileName: 'notes.md', filePath: '/', bytes: testBytes(10, 3) };
      const b = { fileName: 'notes.md', filePath: '/', bytes: testBytes(20, 4) };
      const planA = await up.auth(a);
      const planB = await up.auth(b);
      expect(planB.data.uploadId).not.toBe(planA.data.uploadId);
      await up.sendParts(planA.data, a.bytes);
      await up.sendParts(planB.data, b.bytes);
      expect((await up.complete(planA.data, a)).data.fileName).toBe('notes');
      expect((await up.complete(planB.data, b)).data.fileName).toBe('notes(1)');
      const planC = await up.auth({ ...a, bytes: testBytes(30, 5) });
      expect(planC.data.FileName).toBe('notes(2).md');
    });

    it('two completions at once make one entry', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'once.pdf', filePath: '/', bytes: testBytes(part + 1, 6) };
      const plan = await up.auth(file);
      await up.sendParts(plan.data, file.bytes);
      const answers = await Promise.all([1, 2, 3].map(() => up.complete(plan.data, file)));
      const made = answers.filter((a) => a.success).map((a) => a.data.userFileId);
      expect(made.length).toBeGreaterThan(0);
      expect(new Set(made).size).toBe(1);
      for (const refused of answers.filter((a) => !a.success)) {
        expect(refused.code).toBe(ERRORS.uploadBusy.code);
      }
      expect(await namesIn(up, '/')).toEqual(['once.pdf']);
    });
  });

  describe(`folders (${kind} store)`, () => {
    it('makes the folders of a nested path, repeatably, and files land inside', async () => {
      const { up } = await uploader(server);
      const folder = await up.makeFolder('/课程', 'الوحدة 1');
      expect(folder.data).toMatchObject({ fileName: 'الوحدة 1', filePath: '/课程', isDir: 1 });
      const again = await up.makeFolder('/课程', 'الوحدة 1');
      expect(again.data.userFileId).toBe(folder.data.userFileId);
      const file = { fileName: 'a.txt', filePath: '/课程/الوحدة 1/deep/er', bytes: testBytes(99) };
      expect((await up.upload(file)).data.filePath).toBe('/课程/الوحدة 1/deep/er');
      expect(await namesIn(up, '/')).toEqual(['课程']);
      expect(await namesIn(up, '/课程/الوحدة 1')).toEqual(['deep']);
      expect(await namesIn(up, '/课程/الوحدة 1/deep/er')).toEqual(['a.txt']);
    });
  });

  describe(`instant upload (${kind} store)`, () => {
    const known = testBytes(3 * UPLOAD_LIMITS.proofBytes + 17, 9);
    const file = { fileName: 'shared.mp3', filePath: '/', bytes: known };

    it('with the right proof makes the entry without the bytes, sharing them', async () => {
      const owner = await uploader(server);
      const first = await owner.up.upload(file);
      const { up } = await uploader(server);
      const plan = await up.auth(file);
      const { start, end } = plan.data.proof!;
      expect(end - start + 1).toBe(UPLOAD_LIMITS.proofBytes);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThan(known.length);
      const done = await up.complete(plan.data, file, { proof: proofFor(plan.data, known) });
      expect(done.success).toBe(true);
      expect(done.data.fileId).toBe(first.data.fileId);
      expect((await objectRow(server, done.data.fileId!))?.refCount).toBe(2);
      expect((await up.storage()).data.storageSize).toBe(known.length);
      expect((await uploadRow(server, plan.data.uploadId))?.status).toBe('done');
    });

    it('makes nothing of a wrong proof and asks for the parts; the challenge is spent', async () => {
      const { up } = await uploader(server);
      const plan = await up.auth(file);
      // A proof that proves nothing is answered as if no one held the content (issue 16).
      const wrong = createHash('sha256').update('not the bytes').digest('hex');
      const refused = await up.complete(plan.data, file, { proof: wrong });
      expect(refused.code).toBe(ERRORS.uploadIncomplete.code);
      expect(await namesIn(up, '/')).toEqual([]);
      // One try per challenge: the right answer to the same challenge is not taken any more.
      const late = await up.complete(plan.data, file, { proof: proofFor(plan.data, known) });
      expect(late.code).toBe(ERRORS.uploadIncomplete.code);
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.cancel(plan.data.uploadId)).success).toBe(true);
      expect((await up.storage()).data.storageSize).toBe(0);
    });

    it('gives nothing for the hash alone', async () => {
      const { up } = await uploader(server);
      const plan = await up.auth(file);
      expect(plan.data.proof).not.toBeNull();
      expect((await up.complete(plan.data, file)).code).toBe(ERRORS.uploadIncomplete.code);
      expect(await namesIn(up, '/')).toEqual([]);
      // Each plan asks for its own range, so one leaked answer does not open every upload.
      await up.cancel(plan.data.uploadId);
      const ranges = new Set<number>();
      for (let i = 0; i < 4; i += 1) {
        const next = await up.auth(file);
        ranges.add(next.data.proof!.start);
        await up.cancel(next.data.uploadId);
      }
      expect(ranges.size).toBeGreaterThan(1);
    });
  });
}
