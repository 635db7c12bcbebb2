import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import type { TestServer } from '../../../test/test-server';
import { partOf, testBytes, uploadClient } from '../../../test/upload-client';
import { UPLOAD_SWEEP_JOB } from './module';
import { setQuota } from '../drive/quota';
import { fileObjects } from '../drive/tables';
import {
  MiB,
  namesIn,
  partBytes,
  startUploadServer,
  uploader,
  uploadRow,
  uploadsOf,
  type StoreKind,
} from './upload-test-setup';

/** What a careless or hostile client gets: refusals with clear errors, and nothing half-made. */
export function describeUploadGuards(kind: StoreKind) {
  let server: TestServer;
  const part = partBytes(kind);
  beforeAll(async () => {
    server = await startUploadServer(kind);
  });
  afterAll(async () => server?.close());
  const held = async (up: Awaited<ReturnType<typeof uploader>>['up'], id: string) =>
    (await up.held(id)).data.uploadedParts.map((p) => p.partNumber);

  describe(`bad parts and strangers (${kind} store)`, () => {
    it('refuses parts longer or shorter than declared and keeps nothing of them', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'exact.bin', filePath: '/', bytes: testBytes(part + 100) };
      const plan = (await up.auth(file)).data;
      const longer = Buffer.concat([partOf(plan, file.bytes, 1), Buffer.from('x')]);
      const shorter = partOf(plan, file.bytes, 1).subarray(1);
      if (kind === 'local') {
        expect((await up.postPart(plan.uploadId, 1, longer)).code).toBe(
          ERRORS.uploadPartInvalid.code,
        );
        expect((await up.postPart(plan.uploadId, 1, shorter)).code).toBe(
          ERRORS.uploadPartInvalid.code,
        );
        // Far more than a part: refused from its Content-Length, before the body is read.
        expect((await up.postPart(plan.uploadId, 2, testBytes(3 * MiB))).code).toBe(
          ERRORS.uploadPartInvalid.code,
        );
        expect((await up.postPart(plan.uploadId, 3, Buffer.from('x'))).code).toBe(
          ERRORS.uploadPartInvalid.code,
        );
        expect(await held(up, plan.uploadId)).toEqual([]);
      } else {
        // A signed URL takes any length; completion checks every part's.
        await up.sendPart(plan, 1, longer);
        await up.sendPart(plan, 2, partOf(plan, file.bytes, 2));
        expect((await up.complete(plan, file)).code).toBe(ERRORS.uploadIncomplete.code);
        await up.sendPart(plan, 1, shorter);
        expect((await up.complete(plan, file)).code).toBe(ERRORS.uploadIncomplete.code);
        expect((await up.sign(plan.uploadId, [3])).code).toBe(ERRORS.uploadPartInvalid.code);
      }
      await up.sendPart(plan, 1, partOf(plan, file.bytes, 1));
      await up.sendPart(plan, 2, partOf(plan, file.bytes, 2));
      expect((await up.complete(plan, file)).success).toBe(true);
    });

    it("answers another user's upload as unknown on every call", async () => {
      const owner = await uploader(server);
      const stranger = await uploader(server);
      const file = { fileName: 'mine.txt', filePath: '/', bytes: testBytes(100) };
      const plan = (await owner.up.auth(file)).data;
      const notFound = ERRORS.uploadNotFound.code;
      expect((await stranger.up.held(plan.uploadId)).code).toBe(notFound);
      if (kind === 'local') {
        expect((await stranger.up.postPart(plan.uploadId, 1, file.bytes)).code).toBe(notFound);
      } else {
        expect((await stranger.up.sign(plan.uploadId, [1])).code).toBe(notFound);
      }
      await owner.up.sendParts(plan, file.bytes);
      expect((await stranger.up.complete(plan, file)).code).toBe(notFound);
      expect((await stranger.up.cancel(plan.uploadId)).code).toBe(notFound);
      expect(await namesIn(stranger.up, '/')).toEqual([]);
      expect((await owner.up.complete(plan, file)).success).toBe(true);
    });

    // Qiao's own part endpoint exists for the local store only: the test is defined only there.
    if (kind === 'local')
      it('guards the part endpoint like every other call', async () => {
        const { up } = await uploader(server);
        const file = { fileName: 'guarded.txt', filePath: '/', bytes: testBytes(10) };
        const plan = (await up.auth(file)).data;
        const crossSite = await up.postPart(plan.uploadId, 1, file.bytes, {
          origin: 'https://elsewhere.example',
        });
        expect(crossSite.code).toBe(ERRORS.crossSiteRefused.code);
        const signedOut = await uploadClient(server, '').postPart(plan.uploadId, 1, file.bytes);
        expect(signedOut.code).toBe(ERRORS.notLoggedIn.code);
        for (const partNumber of [0, 2]) {
          const refused = await up.postPart(plan.uploadId, partNumber, file.bytes);
          expect(refused.code).toBe(ERRORS.uploadPartInvalid.code);
        }
        expect((await up.sign(plan.uploadId, [1])).code).toBe(ERRORS.uploadNotSigned.code);
        expect(await held(up, plan.uploadId)).toEqual([]);
        expect((await up.postPart(plan.uploadId, 1, file.bytes)).data).toMatchObject({
          partNumber: 1,
          size: 10,
        });
      });

    it('refuses a file whose MD5 or size differs at completion, leaving nothing', async () => {
      const { userId, up } = await uploader(server);
      const file = { fileName: 'claimed.txt', filePath: '/new', bytes: testBytes(part + 3) };
      const lying = (await up.auth(file, { md5: 'f'.repeat(32) })).data;
      await up.sendParts(lying, file.bytes);
      expect((await up.complete(lying, file)).code).toBe(ERRORS.uploadVerifyFailed.code);
      expect(await server.store.exists(lying.objectName)).toBe(false);
      const sized = (await up.auth({ ...file, fileName: 'sized.txt' })).data;
      await up.sendParts(sized, file.bytes);
      const refused = await up.complete(sized, file, { fileSize: file.bytes.length + 1 });
      expect(refused.code).toBe(ERRORS.uploadVerifyFailed.code);
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
      const rows = await uploadsOf(server, userId);
      expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
      const objects = await server.testDatabase.database.db
        .select()
        .from(fileObjects)
        .where(inArray(fileObjects.storageKey, [lying.objectName, sized.objectName]));
      expect(objects).toEqual([]);
    });

    it.each([
      { name: 'a|b.txt', path: '/', message: /Folder name cannot contain/ },
      { name: '   ', path: '/', message: /Please enter the file name/ },
      { name: `${'长'.repeat(256)}.txt`, path: '/', message: /too long/ },
      { name: 'ok.txt', path: '/a/../b', message: /target folder does not exist/ },
    ])('refuses the name "$name" in $path up front', async ({ name, path, message }) => {
      const { userId, up } = await uploader(server);
      const refused = await up.drive.post('/api/file/getUploadAuth?lang=en', {
        fileName: name,
        filePath: path,
        fileSize: 10,
        identifier: '0'.repeat(32),
      });
      expect(refused.success).toBe(false);
      expect(refused.message).toMatch(message);
      expect(await uploadsOf(server, userId)).toEqual([]);
      expect((await up.storage()).data.storageSize).toBe(0);
    });
  });

  describe(`quota (${kind} store)`, () => {
    it('refuses an upload over the quota before any byte is sent', async () => {
      const { userId, up } = await uploader(server);
      await setQuota(server.testDatabase.database.db, userId, 1000);
      const file = { fileName: 'big.bin', filePath: '/', bytes: testBytes(1001) };
      const refused = await up.drive.post('/api/file/getUploadAuth?lang=en', {
        fileName: file.fileName,
        filePath: '/',
        fileSize: 1001,
        identifier: '0'.repeat(32),
      });
      expect(refused.code).toBe(ERRORS.quotaExceeded.code);
      expect(refused.message).toBe('Not enough storage space left');
      expect(await uploadsOf(server, userId)).toEqual([]);
    });

    it('lets only one of two uploads that together pass the quota start', async () => {
      const { userId, up } = await uploader(server);
      await setQuota(server.testDatabase.database.db, userId, 1500);
      const files = ['a', 'b'].map((name, i) => ({
        fileName: `${name}.bin`,
        filePath: '/',
        bytes: testBytes(1000, i),
      }));
      const answers = await Promise.all(files.map((file) => up.auth(file)));
      expect(answers.map((a) => a.success).sort()).toEqual([false, true]);
      expect(answers.find((a) => !a.success)?.code).toBe(ERRORS.quotaExceeded.code);
      expect((await up.storage()).data.storageSize).toBe(1000);
    });

    it('gives the quota back on cancel, and the parts go', async () => {
      const { up } = await uploader(server);
      const file = { fileName: 'later.bin', filePath: '/', bytes: testBytes(part + 1) };
      const plan = (await up.auth(file)).data;
      await up.sendParts(plan, file.bytes, [1]);
      expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
      expect((await up.cancel(plan.uploadId)).success).toBe(true);
      expect((await up.storage()).data.storageSize).toBe(0);
      expect((await up.held(plan.uploadId)).code).toBe(ERRORS.uploadNotFound.code);
      expect((await up.cancel(plan.uploadId)).success).toBe(true);
      // Asking again starts a new upload from nothing.
      const fresh = (await up.auth(file)).data;
      expect(fresh.uploadId).not.toBe(plan.uploadId);
      expect(fresh.uploadedParts).toEqual([]);
    });

    it('gives back the quota of uploads abandoned for a day, and keeps active ones', async () => {
      const { up } = await uploader(server);
      const idle = (await up.auth({ fileName: 'i.bin', filePath: '/', bytes: testBytes(50) })).data;
      const active = (await up.auth({ fileName: 'a.bin', filePath: '/', bytes: testBytes(70) }))
        .data;
      const db = server.testDatabase.database.db;
      await db.execute(
        sql`update upload_sessions set touched_at = now() - interval '25 hours' where id in (${idle.uploadId}, ${active.uploadId})`,
      );
      // A part (or chunk test) touches an upload: it is not abandoned.
      await up.held(active.uploadId);
      const handlers = server.modules.jobHandlers;
      await handlers[UPLOAD_SWEEP_JOB]!(
        {},
        { jobId: 0, attempt: 1, signal: new AbortController().signal },
      );
      expect((await uploadRow(server, idle.uploadId))?.status).toBe('cancelled');
      expect((await uploadRow(server, active.uploadId))?.status).toBe('open');
      expect((await up.storage()).data.storageSize).toBe(70);
    });
  });
}
