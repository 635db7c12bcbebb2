import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { writingCards } from './tables';

/**
 * The plan's today (`/api/PlanNew/getPlanList`) counts the learner's characters due for review,
 * which the writing module provides to the plans (PLAN_REVIEWS_DUE).
 */
let server: TestServer;
let learner: SignedIn;
let other: SignedIn;

const db = () => server.testDatabase.database.db;

async function tokenOf(user: SignedIn): Promise<string> {
  const response = await fetch(`${server.baseUrl}/open_api/getToken`, {
    headers: { origin: server.baseUrl, cookie: user.cookie },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function write(user: SignedIn, char: string, mistakesPerStroke: number[], hintsUsed: number) {
  const response = await fetch(`${server.baseUrl}/open_api/markFont`, {
    method: 'POST',
    headers: {
      origin: server.baseUrl,
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(user)}`,
    },
    body: JSON.stringify({ char, mistakesPerStroke, hintsUsed, durationMs: 9000 }),
  });
  expect((await envelopeOf(response)).code).toBe(0);
}

/** Moves a card's review to a minute ago, as if the learner came back after its interval. */
async function makeDue(user: SignedIn, char: string) {
  await db()
    .update(writingCards)
    .set({ due: new Date(Date.now() - 60_000) })
    .where(and(eq(writingCards.userId, user.userId), eq(writingCards.char, char)));
}

async function reviewsDue(user: SignedIn) {
  const answer = await envelopeOf(
    await postJson(server, '/api/PlanNew/getPlanList', {}, user.cookie),
  );
  expect(answer.code).toBe(0);
  return (answer.data as { reviewsDue: { kind: string; count: number }[] }).reviewsDue;
}

beforeAll(async () => {
  server = await startTestServer();
  learner = await signInAs(server, { name: 'سلمى' });
  other = await signInAs(server, { name: 'يوسف' });
});
afterAll(async () => server?.close());

describe("the plan's today and the characters due for review", () => {
  it('a learner who has written nothing has no character to review', async () => {
    expect(await reviewsDue(learner)).toEqual([{ kind: 'writing', count: 0 }]);
  });

  it('counts the characters whose review has come, and only the learner’s own', async () => {
    // 你 written with two hints: graded "again", back in a minute — not due yet.
    await write(learner, '你', [2, 0, 2, 0, 0, 0, 0], 2);
    // 好 written well: back in days.
    await write(learner, '好', [0, 0, 0, 0, 0, 0], 0);
    await write(other, '我', [0, 0, 0, 0, 0, 0, 0], 0);
    expect(await reviewsDue(learner)).toEqual([{ kind: 'writing', count: 0 }]);

    await makeDue(learner, '你');
    await makeDue(other, '我');
    expect(await reviewsDue(learner)).toEqual([{ kind: 'writing', count: 1 }]);

    await makeDue(learner, '好');
    expect(await reviewsDue(learner)).toEqual([{ kind: 'writing', count: 2 }]);
    expect(await reviewsDue(other)).toEqual([{ kind: 'writing', count: 1 }]);
  });
});
