import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import type { GuessingLimits } from './guessing-rules';
import {
  challengeKeys,
  issueChallenge,
  readPaidChallenge,
  type ChallengeSubject,
} from './proof-of-work';
import { solveLikeTheWidget, type SolvableChallenge } from './test-proof-of-work';

const limits: GuessingLimits<'key' | 'address'> = {
  windowMinutes: 15,
  freeFailures: { key: 10, address: 3 },
  failuresPerLevel: 2,
  baseNumbers: 50,
  maxLevel: 3,
  levelTolerance: 1,
  challengeMinutes: 5,
};
// One PBKDF2 round per tried number: the same challenges, cheap enough for a test.
const keys = challengeKeys('a-secret-of-the-test', 1);
const subject: ChallengeSubject = { kind: 'share-code', key: 'share-1', address: '198.51.100.7' };

/** The payload the page sends back for this challenge, its challenge changed as `tamper` says. */
async function solved(challenge: unknown, tamper?: (challenge: Challenge) => void) {
  const payload = await solveLikeTheWidget(challenge as SolvableChallenge);
  if (!tamper) return payload;
  const sent = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: Challenge;
  };
  tamper(sent.challenge);
  return Buffer.from(JSON.stringify(sent)).toString('base64');
}

describe('a proof-of-work challenge bound to what it is for', () => {
  it('pays, at the level it was made at, for the subject it names', async () => {
    const challenge = await issueChallenge(keys, limits, subject, 2, new Date());
    expect(challenge.parameters.data).toMatchObject({ k: 'share-code', t: 'share-1', l: 2 });
    expect(JSON.stringify(challenge)).not.toContain(subject.address);
    const paid = await readPaidChallenge(keys, subject, await solved(challenge));
    expect(paid).toEqual({ nonce: challenge.parameters.nonce, level: 2 });
  });

  it.each<[string, ChallengeSubject]>([
    ['another kind of secret', { ...subject, kind: 'cert-verify' }],
    ['another key of the same kind', { ...subject, key: 'share-2' }],
    ['another address', { ...subject, address: '198.51.100.8' }],
  ])('pays for nothing when replayed for %s', async (_label, other) => {
    const challenge = await issueChallenge(keys, limits, subject, 0, new Date());
    expect(await readPaidChallenge(keys, other, await solved(challenge))).toBeUndefined();
  });

  it('is not accepted under another secret, nor at other iterations', async () => {
    const challenge = await issueChallenge(keys, limits, subject, 0, new Date());
    const payload = await solved(challenge);
    expect(
      await readPaidChallenge(challengeKeys('another-secret', 1), subject, payload),
    ).toBeUndefined();
    expect(
      await readPaidChallenge(challengeKeys('a-secret-of-the-test', 2), subject, payload),
    ).toBeUndefined();
  });

  it('refuses a challenge whose signed data was changed (a cheaper level claimed higher)', async () => {
    const challenge = await issueChallenge(keys, limits, subject, 0, new Date());
    const payload = await solved(challenge, (sent) => {
      sent.parameters.data = { ...sent.parameters.data, l: limits.maxLevel };
    });
    expect(await readPaidChallenge(keys, subject, payload)).toBeUndefined();
  });

  it('expires after its minutes, not before', async () => {
    const recent = new Date(Date.now() - (limits.challengeMinutes - 1) * 60_000);
    const fresh = await issueChallenge(keys, limits, subject, 0, recent);
    expect(await readPaidChallenge(keys, subject, await solved(fresh))).toBeDefined();
    const issued = new Date(Date.now() - (limits.challengeMinutes + 1) * 60_000);
    const challenge = await issueChallenge(keys, limits, subject, 0, issued);
    expect(await readPaidChallenge(keys, subject, await solved(challenge))).toBeUndefined();
  });

  it.each([undefined, '', 'not base64 json', Buffer.from('{"challenge":{}}').toString('base64')])(
    'reads nothing paid in %j',
    async (payload) => {
      expect(await readPaidChallenge(keys, subject, payload)).toBeUndefined();
    },
  );
});
