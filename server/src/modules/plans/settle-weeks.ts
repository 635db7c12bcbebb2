import { eq, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { engineItem, loadPlan, todayOf, type PlanRow } from './plan-store';
import { addDays, weekStartOf } from './rules/calendar-dates';
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
  // Each running plan with the last week it settled: most plans are read no further.
  const running = await db
    .select({
      id: plans.id,
      timeZone: plans.timeZone,
      startDate: plans.startDate,
      lastSettled: max(planWeeks.weekStart),
    })
    .from(plans)
    .leftJoin(planWeeks, eq(planWeeks.planId, plans.id))
    .where(eq(plans.state, 'running'))
    .groupBy(plans.id);
  let settled = 0;
  for (const plan of running) {
    const lastEnded = addDays(weekStartOf(todayOf(plan, now)), -7);
    // Settled up to last week already, or not begun before this week (items may lie earlier
    // only after a week was settled, so the first day decides).
    if (plan.lastSettled === lastEnded) continue;
    if (plan.lastSettled === null && weekStartOf(plan.startDate) > lastEnded) continue;
    settled += await settlePlan(db, plan.id, now);
  }
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
