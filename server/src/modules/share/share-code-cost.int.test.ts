import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SHARE_CODE_THROTTLE } from './throttle-rules';
import {
  codedShare as codedShareOn,
  freshAddress,
  solveShareChallenge,
  visitor,
  type ShareChallenge,
  type ShareClient,
} from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  // One PBKDF2 round per tried number: the same challenges, cheap enough for many in a test.
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', SHARE_CODE_POW_ITERATIONS: '1' },
  });
});
afterAll(async () => server?.close());

const codedShare = () => codedShareOn(server);
const CHECK = '/api/share/checkextractioncode';
const POW_REQUIRED = 3213;
const { freeFailures } = SHARE_CODE_THROTTLE;

const check = (client: ShareClient, batch: string, code: string, altcha?: string) =>
  client.get<{ challenge?: ShareChallenge } | null>(CHECK, {
    shareBatchNum: batch,
    extractionCode: code,
    altcha,
  });

/** Tries a code, solving whatever challenge the server asks for first, as the page does. */
async function tryPaying(client: ShareClient, batch: string, code: string) {
  const first = await check(client, batch, code);
  if (first.code !== POW_REQUIRED) return first;
  const payload = await solveShareChallenge(first.data!.challenge!);
  return check(client, batch, code, payload);
}

describe('extraction codes cost work after a few mistakes, and never lock the right code out', () => {
  it('asks the address for a challenge after its free failures, for any code, on any share', async () => {
    const { share, wrongCode } = await codedShare();
    const other = await codedShare();
    const guest = visitor(server, freshAddress());
    for (let n = 0; n < freeFailures.address; n += 1) {
      expect((await check(guest, share.shareBatchNum, wrongCode)).code).toBe(3204);
    }
    // Even the right code is not looked at without the work: no oracle for free.
    const right = await check(guest, share.shareBatchNum, share.extractionCode);
    expect(right.code).toBe(POW_REQUIRED);
    expect(right.message).not.toBe('');
    expect(JSON.stringify(right)).not.toMatch(/课程|第一课|ownerName/);
    const challenge = right.data!.challenge!;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.data?.l).toBe(0);
    // The list and every other read refuse the same way, on another share too.
    const list = await guest.get('/api/share/sharefileList', {
      shareBatchNum: other.share.shareBatchNum,
      extractionCode: other.share.extractionCode,
      filePath: '/',
    });
    expect(list.code).toBe(POW_REQUIRED);
    // Another address is not held up.
    expect((await check(visitor(server), share.shareBatchNum, share.extractionCode)).code).toBe(0);
  });

  it('asks everyone for a challenge once a share has had its free failures from many addresses', async () => {
    const { share, wrongCode } = await codedShare();
    for (let n = 0; n < freeFailures.share; n += 1) {
      expect((await check(visitor(server), share.shareBatchNum, wrongCode)).code).toBe(3204);
    }
    const fresh = visitor(server);
    expect((await check(fresh, share.shareBatchNum, share.extractionCode)).code).toBe(POW_REQUIRED);
    expect((await tryPaying(fresh, share.shareBatchNum, share.extractionCode)).code).toBe(0);
  });

  it(
    'lets the right code in after solving, even after 50 wrong tries from this and other addresses',
    { timeout: 240_000 },
    async () => {
      const { share, wrongCode } = await codedShare();
      const address = freshAddress();
      const guesser = visitor(server, address);
      for (let n = 0; n < 25; n += 1) {
        expect((await tryPaying(guesser, share.shareBatchNum, wrongCode)).code).toBe(3204);
        expect((await tryPaying(visitor(server), share.shareBatchNum, wrongCode)).code).toBe(3204);
      }
      // The work grew with the failures, to its top level.
      const asked = await check(guesser, share.shareBatchNum, share.extractionCode);
      expect(asked.code).toBe(POW_REQUIRED);
      expect(asked.data!.challenge!.parameters.data?.l).toBe(SHARE_CODE_THROTTLE.maxLevel);
      const payload = await solveShareChallenge(asked.data!.challenge!);
      const opened = await check(guesser, share.shareBatchNum, share.extractionCode, payload);
      expect(opened.code).toBe(0);
      // A class-mate behind another address gets in the same way.
      const mate = await tryPaying(visitor(server), share.shareBatchNum, share.extractionCode);
      expect(mate.code).toBe(0);
    },
  );

  it('refuses a solution used twice, or for another share, or from another address', async () => {
    const { share, wrongCode } = await codedShare();
    const other = await codedShare();
    const address = freshAddress();
    const guest = visitor(server, address);
    for (let n = 0; n < freeFailures.address; n += 1) {
      await check(guest, share.shareBatchNum, wrongCode);
    }
    const asked = await check(guest, share.shareBatchNum, wrongCode);
    const payload = await solveShareChallenge(asked.data!.challenge!);
    // Elsewhere first: these must not spend it, nor be let through.
    const elsewhere = await check(
      guest,
      other.share.shareBatchNum,
      other.share.extractionCode,
      payload,
    );
    expect(elsewhere.code).toBe(POW_REQUIRED);
    const otherAddress = await check(visitor(server), share.shareBatchNum, wrongCode, payload);
    expect(otherAddress.code).toBe(3204); // a fresh address needs no work; the payload is ignored
    expect((await check(guest, share.shareBatchNum, wrongCode, payload)).code).toBe(3204);
    // Spent: the same work does not pay for a second guess, not even the right one.
    const again = await check(guest, share.shareBatchNum, share.extractionCode, payload);
    expect(again.code).toBe(POW_REQUIRED);
    expect(again.data!.challenge).toBeDefined();
    // A tampered challenge (claiming the top level's work for a small one) is refused too.
    const fresh = await check(guest, share.shareBatchNum, wrongCode);
    const forged = structuredClone(fresh.data!.challenge!);
    forged.parameters.data = { ...forged.parameters.data, l: SHARE_CODE_THROTTLE.maxLevel };
    const forgedPayload = await solveShareChallenge(forged);
    expect(
      (await check(guest, share.shareBatchNum, share.extractionCode, forgedPayload)).code,
    ).toBe(POW_REQUIRED);
  });

  it('evaluates no more than the free codes when 100 wrong codes race from one address', async () => {
    const { share, wrongCode } = await codedShare();
    const guest = visitor(server, freshAddress());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => check(guest, share.shareBatchNum, wrongCode)),
    );
    const evaluated = answers.filter((answer) => answer.code === 3204).length;
    expect(evaluated).toBeLessThanOrEqual(freeFailures.address);
    expect(answers.every((answer) => [3204, POW_REQUIRED].includes(answer.code))).toBe(true);
  });

  it('lets one solved challenge pay for one guess when it is sent 20 times at once', async () => {
    const { share, wrongCode } = await codedShare();
    const guest = visitor(server, freshAddress());
    for (let n = 0; n < freeFailures.address; n += 1) {
      await check(guest, share.shareBatchNum, wrongCode);
    }
    const asked = await check(guest, share.shareBatchNum, wrongCode);
    const payload = await solveShareChallenge(asked.data!.challenge!);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => check(guest, share.shareBatchNum, wrongCode, payload)),
    );
    expect(answers.filter((answer) => answer.code === 3204)).toHaveLength(1);
  });

  it('keeps a visitor who got in reading the share while others guess', async () => {
    const { share, wrongCode } = await codedShare();
    for (let n = 0; n < freeFailures.share; n += 1) {
      await check(visitor(server), share.shareBatchNum, wrongCode);
    }
    const address = freshAddress();
    const asked = await check(visitor(server, address), share.shareBatchNum, share.extractionCode);
    const payload = await solveShareChallenge(asked.data!.challenge!);
    const response = await visitor(server, address).raw(CHECK, {
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
      altcha: payload,
    });
    expect(((await response.json()) as { code: number }).code).toBe(0);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain(share.shareBatchNum);
    const list = await fetch(
      `${server.baseUrl}/api/share/sharefileList?${new URLSearchParams({
        shareBatchNum: share.shareBatchNum,
        extractionCode: share.extractionCode,
        filePath: '/',
      })}`,
      { headers: { cookie, 'x-forwarded-for': address } },
    );
    expect(((await list.json()) as { code: number }).code).toBe(0);
    // The pass names the right code only: a wrong code with it is still a guess that costs.
    const wrongWithPass = await fetch(
      `${server.baseUrl}${CHECK}?${new URLSearchParams({
        shareBatchNum: share.shareBatchNum,
        extractionCode: wrongCode,
      })}`,
      { headers: { cookie, 'x-forwarded-for': address } },
    );
    expect(((await wrongWithPass.json()) as { code: number }).code).toBe(POW_REQUIRED);
  });
});
