import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SHARE_CODE_THROTTLE } from './throttle-rules';
import { purgeOldCodeFailures } from './throttle';
import { shareCodeFailures } from './tables';
import {
  codedShare as codedShareOn,
  everyRead,
  freshAddress,
  newUser,
  shareRow,
  visitor,
} from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

const codedShare = () => codedShareOn(server);

describe('extraction codes', () => {
  it('are needed by every read; a missing or wrong one reveals no names', async () => {
    const { owner, tree, share, wrongCode } = await codedShare();
    const saver = await newUser(server);
    for (const code of [undefined, wrongCode]) {
      const readsFrom = (guest: ReturnType<typeof visitor>) =>
        everyRead(guest, saver, share.shareBatchNum, code, tree.lesson.id, tree.courseId);
      for (const name of Object.keys(readsFrom(visitor(server)))) {
        // Each read from its own address, so each wrong code is judged (not asked for work).
        const read = readsFrom(visitor(server))[name as keyof ReturnType<typeof readsFrom>];
        const answer = await read();
        expect(answer.code, `${name} with ${code ?? 'no code'}`).toBe(code ? 3204 : 3203);
        expect(JSON.stringify(answer)).not.toMatch(/课程|第一课|练习/);
        expect(JSON.stringify(answer)).not.toContain(share.extractionCode);
      }
    }
    // The owner is never asked for their own code.
    const own = await owner.client.get('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
    });
    expect(own.code).toBe(0);
    expect((await shareRow(server, share.shareBatchNum)).viewCount).toBe(0);
  });

  it('cost work per address: past its free failures the address must solve a challenge for any code, on any share', async () => {
    const { share, wrongCode } = await codedShare();
    const other = await codedShare();
    const address = freshAddress();
    const guest = visitor(server, address);
    for (let n = 0; n < SHARE_CODE_THROTTLE.freeFailures.address; n += 1) {
      const answer = await guest.get('/api/share/checkextractioncode', {
        shareBatchNum: share.shareBatchNum,
        extractionCode: wrongCode,
      });
      expect(answer.code).toBe(3204);
    }
    // No code is judged without the work, not even the right one, and nothing is revealed.
    const asked = await guest.raw('/api/share/checkextractioncode', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(asked.status).toBe(200);
    const body = (await asked.json()) as { code: number; message: string; data: unknown };
    expect(body.code).toBe(3213);
    expect(body.message).not.toBe('');
    expect(JSON.stringify(body)).not.toMatch(/课程|第一课|ownerName/);
    expect(body.data).toHaveProperty('challenge.signature');
    const elsewhere = await guest.get('/api/share/sharefileList', {
      shareBatchNum: other.share.shareBatchNum,
      extractionCode: other.share.extractionCode,
    });
    expect(elsewhere.code).toBe(3213);
    // Another address still gets in with the right code, no work asked.
    const fine = await visitor(server).get('/api/share/checkextractioncode', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(fine.code).toBe(0);
  });

  it('cost work per share: guesses from many addresses make every visitor of the share solve a challenge', async () => {
    const { share, wrongCode } = await codedShare();
    for (let n = 0; n < SHARE_CODE_THROTTLE.freeFailures.share; n += 1) {
      const answer = await visitor(server).get('/api/share/checkextractioncode', {
        shareBatchNum: share.shareBatchNum,
        extractionCode: wrongCode,
      });
      expect(answer.code).toBe(3204);
    }
    const fresh = await visitor(server).get('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(fresh.code).toBe(3213);
    expect(JSON.stringify(fresh)).not.toMatch(/课程|第一课/);
  });
});

describe('the code throttle window', () => {
  it('forgets failures older than the window, and the daily purge removes them', async () => {
    const { share } = await codedShare();
    const address = freshAddress();
    const db = server.testDatabase.database.db;
    const old = new Date(Date.now() - (SHARE_CODE_THROTTLE.windowMinutes + 1) * 60_000);
    const row = await shareRow(server, share.shareBatchNum);
    // A full count for the share and for the address, all older than the window.
    await db.insert(shareCodeFailures).values(
      Array.from({ length: SHARE_CODE_THROTTLE.freeFailures.share }, () => [
        { scope: 'share' as const, key: row.id, failedAt: old },
        { scope: 'address' as const, key: address, failedAt: old },
      ]).flat(),
    );
    const answer = await visitor(server, address).get('/api/share/checkextractioncode', {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(answer.code).toBe(0);
    expect(await purgeOldCodeFailures(db)).toBeGreaterThanOrEqual(
      2 * SHARE_CODE_THROTTLE.freeFailures.share,
    );
    const left = await db
      .select()
      .from(shareCodeFailures)
      .where(
        lt(
          shareCodeFailures.failedAt,
          new Date(Date.now() - SHARE_CODE_THROTTLE.windowMinutes * 60_000),
        ),
      );
    expect(left).toHaveLength(0);
  });
});
