import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in';
import { startTestServer } from '../../../test/test-server';
import { testBytes, uploadClient } from '../../../test/upload-client';
import {
  namesIn,
  objectRow,
  partBytes,
  startUploadServer,
  storedBytes,
  uploadRow,
  type StoreKind,
} from './upload-test-setup';
import { COMPLETION_LEASE_MS } from './rules';
import { uploadSessions } from './tables';

/** Parts are durable: a restart, or another instance on the same database and store, carries on. */
export function describeUploadInstances(kind: StoreKind) {
  describe(`uploads across servers (${kind} store)`, () => {
    it('resumes after a restart and completes on a second instance', async () => {
      const first = await startUploadServer(kind);
      const { cookie } = await signInAs(first);
      const file = {
        fileName: 'recording.webm',
        filePath: '/课',
        bytes: testBytes(3 * partBytes(kind) + 7),
      };
      const before = uploadClient(first, cookie);
      const plan = (await before.auth(file)).data;
      await before.sendParts(plan, file.bytes, [1, 3]);
      await first.stop();

      // The laptop reopens the next day: another server process, the same database and store.
      const restarted = await startTestServer({ sharing: first });
      const other = await startTestServer({ sharing: first });
      try {
        const after = uploadClient(restarted, cookie);
        const resumed = (await after.auth(file)).data;
        expect(resumed.uploadId).toBe(plan.uploadId);
        expect(resumed.uploadedParts.map((p) => p.partNumber)).toEqual([1, 3]);
        await after.sendParts(resumed, file.bytes, [2, 4]);

        const elsewhere = uploadClient(other, cookie);
        expect((await elsewhere.held(plan.uploadId)).data.uploadedParts).toHaveLength(4);
        const done = await elsewhere.complete(resumed, file);
        expect(done.success).toBe(true);
        const object = await objectRow(other, done.data.fileId!);
        expect((await storedBytes(other, object!.storageKey)).equals(file.bytes)).toBe(true);
        expect(await namesIn(after, '/课')).toEqual(['recording.webm']);
        // The first instance's answer to a repeated completion is the same entry.
        const repeated = await after.complete(resumed, file);
        expect(repeated.data.userFileId).toBe(done.data.userFileId);
      } finally {
        await other.close();
        await restarted.close();
        await first.close();
      }
    });

    it('finishes a completion whose server stopped after joining the parts', async () => {
      const server = await startUploadServer(kind);
      try {
        const { cookie } = await signInAs(server);
        const up = uploadClient(server, cookie);
        const file = {
          fileName: 'halfway.bin',
          filePath: '/',
          bytes: testBytes(partBytes(kind) + 1),
        };
        const plan = (await up.auth(file)).data;
        await up.sendParts(plan, file.bytes);
        // What the stopped server left: parts joined in the store, the upload claimed, no entry.
        const row = (await uploadRow(server, plan.uploadId))!;
        const parts = await server.store.listParts(row.storageKey, row.storeUploadId);
        await server.store.completeMultipartUpload(row.storageKey, row.storeUploadId, parts);
        const db = server.testDatabase.database.db;
        await db
          .update(uploadSessions)
          .set({
            status: 'completing',
            touchedAt: new Date(Date.now() - COMPLETION_LEASE_MS - 1000),
          })
          .where(eq(uploadSessions.id, row.id));
        const done = await up.complete(plan, file);
        expect(done.success).toBe(true);
        const object = await objectRow(server, done.data.fileId!);
        expect(object?.storageKey).toBe(row.storageKey);
        expect((await storedBytes(server, row.storageKey)).equals(file.bytes)).toBe(true);
      } finally {
        await server.close();
      }
    });
  });
}
