import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { engineItem, loadPlan, type PlanRow } from './plan-store';
import { relayPlan } from './relay';
import { endedWeeks, settleWeek } from './rules/week-settlement';
import { plans, planWeeks } from './tables';

/**
 * The recurring job: each running plan's natural weeks that have ended in its learner's zone are
 * settled once (their result written), then the items left unfinished are carried forward to the
 * next study days, never moving anything earlier. Plans are handled one transaction each, so one
 * plan's failure leaves the others settled.
 */
export const SETTLE_WEEKS_JOB = 'plans.settle-weeks';

/** How often the job looks: hourly, so a week is settled within the hour its Sunday ends. */
export const SETTLE_WEEKS_EVERY_MS = 60 * 60 * 1000;

export async function settleDueWeeks(db: Db, now = new Date()) {
  const running = await db.select({ id: plans.id }).from(plans).where(eq(plans.state, 'running'));
  let settled = 0;
  for (const { id } of running) settled += await settlePlan(db, id, now);
  return { settled };
}

async function settlePlan(db: Db, planId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!plan || plan.state !== 'running') return 0;
    return settleLocked(tx, plan, now);
  });
}

async function settleLocked(tx: Db, plan: PlanRow, now: Date) {
  const stored = await loadPlan(tx, plan, now);
  const done = new Set(
    (
      await tx
        .select({ weekStart: planWeeks.weekStart })
        .from(planWeeks)
        .where(eq(planWeeks.planId, plan.id))
    ).map((row) => row.weekStart),
  );
  const firstDay = stored.items.reduce(
    (first, item) => (item.date < first ? item.date : first),
    plan.startDate,
  );
  const due = endedWeeks(firstDay, stored.today).filter((week) => !done.has(week));
  if (due.length === 0) return 0;
  const items = stored.items.map((item) => engineItem(plan, item));
  const results = due.map((week) => settleWeek(week, items));
  await tx
    .insert(planWeeks)
    .values(results.map((result) => ({ planId: plan.id, ...result, settledAt: now })))
    .onConflictDoNothing();
  // Whatever the ended weeks left unfinished moves on; the rest only moves to make room.
  if (results.some((result) => result.postponed > 0)) await relayPlan(tx, stored, 'push');
  return results.length;
}
