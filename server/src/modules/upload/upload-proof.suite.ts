import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import type { UploadPlan } from '@qiao/contracts/upload';
import type { TestServer } from '../../../test/test-server';
import { md5Of, proofFor, testBytes } from '../../../test/upload-client';
import { CROSS_USER_PROOFS, FAILED_PROOF_FLOOR_MS } from './rules';
import {
  namesIn,
  objectRow,
  startUploadServer,
  uploader,
  uploadRow,
  type StoreKind,
} from './upload-test-setup';

/** A proof that matches no bytes: 64 hex digits, the length of an HMAC-SHA256. */
const WRONG_PROOF = 'ab'.repeat(32);

/** What a plan says once its random parts (ids, key, nonce, range position) are set aside. */
function shapeOf(plan: UploadPlan) {
  const { uploadId, objectName, proof, ...rest } = plan;
  return {
    ...rest,
    uploadId: typeof uploadId,
    objectName: typeof objectName,
    proof: proof && {
      length: proof.end - proof.start + 1,
      keys: Object.keys(proof).sort(),
      nonce: typeof (proof as { nonce?: unknown }).nonce,
    },
  };
}

/**
 * Instant upload proves possession of the bytes (issue 16): a hash never turns into a copy, and
 * nothing a caller sees before proving tells whether someone else holds the content.
 */
export function describeUploadProof(kind: StoreKind) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startUploadServer(kind);
  });
  afterAll(async () => server?.close());

  describe(`proof of possession (${kind} store)`, () => {
    it('does not copy a small file to someone who knows only its MD5 and size', async () => {
      const owner = await uploader(server);
      const secret = { fileName: 'pin.txt', filePath: '/', bytes: Buffer.from('PIN 4711\n') };
      const first = await owner.up.upload(secret);
      expect(first.success).toBe(true);

      const { up } = await uploader(server);
      const plan = (await up.auth(secret)).data;
      // The whole file is the range: its MD5 is what every caller already sends as identifier.
      const byHash = await up.complete(plan, secret, { proof: md5Of(secret.bytes) });
      expect(byHash.success).toBe(false);
      expect(await namesIn(up, '/')).toEqual([]);
      expect((await objectRow(server, first.data.fileId!))?.refCount).toBe(1);

      // Holding the bytes is what counts: the same caller with them gets the instant copy.
      const withBytes = (await up.auth({ ...secret, fileName: 'mine.txt' })).data;
      const done = await up.complete(withBytes, secret, {
        proof: proofFor(withBytes, secret.bytes),
      });
      expect(done.success).toBe(true);
      expect(done.data.fileId).toBe(first.data.fileId);
    });

    it('answers alike whether or not someone else holds the content, until it is proved', async () => {
      const owner = await uploader(server);
      const held = { fileName: 'held.bin', filePath: '/', bytes: testBytes(5000, 21) };
      await owner.up.upload(held);
      const unknown = { fileName: 'unknown.bin', filePath: '/', bytes: testBytes(5000, 22) };

      const { up } = await uploader(server);
      const planHeld = (await up.auth(held)).data;
      const planUnknown = (await up.auth(unknown)).data;
      expect(planHeld.proof).not.toBeNull();
      expect(shapeOf({ ...planHeld, FileName: '' })).toEqual(
        shapeOf({ ...planUnknown, FileName: '' }),
      );

      const timed = async (plan: UploadPlan, file: typeof held) => {
        const started = performance.now();
        const answer = await up.complete(plan, file, { proof: WRONG_PROOF });
        return { code: answer.code, ms: performance.now() - started };
      };
      const onHeld = await timed(planHeld, held);
      const onUnknown = await timed(planUnknown, unknown);
      // A wrong proof and no content at all: the same answer, "send the parts", upload kept open.
      expect(onHeld.code).toBe(ERRORS.uploadIncomplete.code);
      expect(onUnknown.code).toBe(onHeld.code);
      expect((await uploadRow(server, planHeld.uploadId))?.status).toBe('open');
      expect((await uploadRow(server, planUnknown.uploadId))?.status).toBe('open');
      // Neither answers faster than the floor, so the store's read does not show through.
      expect(Math.min(onHeld.ms, onUnknown.ms)).toBeGreaterThanOrEqual(FAILED_PROOF_FLOOR_MS - 5);

      // The parts path carries on as for any new file.
      await up.sendParts(planUnknown, unknown.bytes);
      expect((await up.complete(planUnknown, unknown)).success).toBe(true);
      await up.sendParts(planHeld, held.bytes);
      const sent = await up.complete(planHeld, held);
      expect(sent.success).toBe(true);
      expect((await objectRow(server, sent.data.fileId!))?.refCount).toBe(1);
    });

    it("limits how often one user may check other users' content, silently", async () => {
      const owner = await uploader(server);
      const held = { fileName: 'known.bin', filePath: '/', bytes: testBytes(3000, 31) };
      const first = await owner.up.upload(held);

      const { up } = await uploader(server);
      for (let n = 0; n < CROSS_USER_PROOFS.limit; n += 1) {
        const guess = {
          fileName: `guess-${n}.bin`,
          filePath: '/',
          bytes: testBytes(3000, 100 + n),
        };
        const plan = (await up.auth(guess)).data;
        expect((await up.complete(plan, guess, { proof: WRONG_PROOF })).code).toBe(
          ERRORS.uploadIncomplete.code,
        );
        await up.cancel(plan.uploadId);
      }
      // Past the limit even the right proof is not checked against others' files: parts it is.
      const plan = (await up.auth(held)).data;
      const refused = await up.complete(plan, held, { proof: proofFor(plan, held.bytes) });
      expect(refused.code).toBe(ERRORS.uploadIncomplete.code);
      await up.sendParts(plan, held.bytes);
      const sent = await up.complete(plan, held);
      expect(sent.success).toBe(true);
      expect(sent.data.fileId).not.toBe(first.data.fileId);

      // The owner's instant copy of their own file is never limited.
      for (let n = 0; n < CROSS_USER_PROOFS.limit; n += 1) {
        const guess = { fileName: `own-${n}.bin`, filePath: '/', bytes: testBytes(3000, 200 + n) };
        const attempt = (await owner.up.auth(guess)).data;
        await owner.up.complete(attempt, guess, { proof: WRONG_PROOF });
        await owner.up.cancel(attempt.uploadId);
      }
      const again = (await owner.up.auth({ ...held, fileName: 'copy.bin' })).data;
      const copy = await owner.up.complete(again, held, { proof: proofFor(again, held.bytes) });
      expect(copy.success).toBe(true);
      expect(copy.data.fileId).toBe(first.data.fileId);
    });
  });
}
