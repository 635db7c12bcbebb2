import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PlanSummary } from '@qiao/contracts/plans';
import { signInAs } from '../../../test/sign-in';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  catalogueClient,
  seedWithViewers,
  type CatalogueClient,
  type Viewers,
} from '../catalogue/mooc/mooc-test-setup';
import { dateIn } from './rules/calendar-dates';
import { planItems, plans } from './tables';

/** Helpers of the plan suites: learners of their own, today as the server reads it, time travel. */

export const ZONE = 'Asia/Riyadh';

/**
 * One server per suite file with the catalogue's test courses and its viewers (visitor, learner,
 * teacher…), started before the file's tests and closed after them.
 */
export function planSuite() {
  const suite = {} as {
    server: TestServer;
    content: MoocContent;
    viewers: Viewers;
    yct: () => string;
    hsk: () => string;
  };
  suite.yct = () => suite.content.courses.yct.id;
  suite.hsk = () => suite.content.courses.hsk.id;
  beforeAll(async () => {
    suite.server = await startTestServer();
    const { content, ...viewers } = await seedWithViewers(suite.server);
    suite.content = content;
    suite.viewers = viewers;
  });
  afterAll(async () => suite.server?.close());
  return suite;
}

/** How many plans a learner has (to prove a refusal changed nothing). */
export async function planCount(client: CatalogueClient) {
  const answer = await client.post<{ total: number }>('/api/PlanNew/myPlanList', {});
  return answer.data.total;
}
export const today = () => dateIn(ZONE, new Date());

export async function newLearner(server: TestServer, name: string) {
  const signed = await signInAs(server, { name });
  return { client: catalogueClient(server, signed.cookie), userId: signed.userId };
}

/** Makes a plan through the API and answers it (the test fails loudly when it is refused). */
export async function makePlan(client: CatalogueClient, body: object): Promise<PlanSummary> {
  const answer = await client.post<PlanSummary>('/api/PlanNew/createPlan', {
    timeZone: ZONE,
    startDate: today(),
    ...body,
  });
  if (answer.code !== 0) throw new Error(`createPlan refused: ${answer.code} ${answer.message}`);
  return answer.data;
}

/**
 * As if the plan had been made `days` earlier: its first day, items' days and completions move
 * back together (what the API refuses to write: dates before today).
 */
export async function movePlanBack(server: TestServer, planId: string, days: number) {
  const db = server.testDatabase.database.db;
  await db
    .update(plans)
    .set({ startDate: sql`${plans.startDate} - ${days}::int` })
    .where(eq(plans.id, planId));
  await db
    .update(planItems)
    .set({
      date: sql`${planItems.date} - ${days}::int`,
      doneAt: sql`${planItems.doneAt} - make_interval(days => ${days}::int)`,
    })
    .where(eq(planItems.planId, planId));
}

/** Every item row of a plan, by course place. */
export async function itemRows(server: TestServer, planId: string) {
  const db = server.testDatabase.database.db;
  const rows = await db.select().from(planItems).where(eq(planItems.planId, planId));
  return rows.sort((a, b) => a.courseId.localeCompare(b.courseId) || a.position - b.position);
}
