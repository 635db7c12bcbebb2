import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { PlanItem } from '@qiao/contracts/plans';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { isRowId } from '../catalogue';
import type { ClassHourFinished, ItemFinished } from '../learning';
import { itemPresenter } from './presenter';
import { rememberedTitlesFor, titlesFor } from './plan-reads';
import { daysPerWeekOf, loadPlan, ownPlan, settleState, type StoredPlan } from './plan-store';
import { checkNotTooFar } from './rules/settings-rules';
import { isStudyDay } from './rules/study-days';
import { planItems, plans } from './tables';

/**
 * An item done or moved: by hand (finishResource, updateResourceTime) or, for "done", when the
 * learner finishes the class hour in the player (learning tells plans, see module.ts).
 */

function findItem(stored: StoredPlan, itemId: string) {
  const item = isRowId(itemId) ? stored.items.find((candidate) => candidate.id === itemId) : null;
  if (!item) throw new AppError('planItemNotFound');
  return item;
}

/** The items just ahead of and behind one in its course. */
function neighbours(stored: StoredPlan, item: StoredPlan['items'][number]) {
  const course = stored.items
    .filter((candidate) => candidate.courseId === item.courseId)
    .sort((a, b) => a.position - b.position);
  const index = course.findIndex((candidate) => candidate.id === item.id);
  return { previous: course[index - 1], next: course[index + 1] };
}

async function answerItem(
  db: Db,
  userId: string,
  planId: string,
  itemId: string,
  language: Language,
) {
  const stored = await loadPlan(db, await ownPlan(db, userId, planId));
  const titles = await rememberedTitlesFor(db, userId, [stored], language);
  return itemPresenter(titles)(stored, findItem(stored, itemId));
}

export async function finishResource(
  db: Db,
  userId: string,
  input: { planId: string; itemId: string },
  language: Language,
): Promise<PlanItem> {
  await db.transaction(async (tx) => {
    const stored = await loadPlan(tx, await ownPlan(tx, userId, input.planId, true));
    const item = findItem(stored, input.itemId);
    if (item.doneAt) throw new AppError('planItemAlreadyDone');
    const { previous } = neighbours(stored, item);
    if (previous && !previous.doneAt) {
      const titles = await titlesFor(tx, userId, [stored], language);
      throw new AppError('planPreviousNotFinished', {
        title: itemPresenter(titles)(stored, previous).title,
      });
    }
    await tx.update(planItems).set({ doneAt: new Date() }).where(eq(planItems.id, item.id));
    await settleState(tx, stored.plan.id);
  });
  return answerItem(db, userId, input.planId, input.itemId, language);
}

/** Moves an unfinished item to another study day, keeping its course's order. */
export async function moveResource(
  db: Db,
  userId: string,
  input: { planId: string; itemId: string; date: string },
  language: Language,
): Promise<PlanItem> {
  await db.transaction(async (tx) => {
    const stored = await loadPlan(tx, await ownPlan(tx, userId, input.planId, true));
    const item = findItem(stored, input.itemId);
    if (item.doneAt) throw new AppError('planItemAlreadyDone');
    if (input.date < stored.today) throw new AppError('planStartInPast');
    checkNotTooFar(input.date, stored.today);
    if (!isStudyDay(input.date, daysPerWeekOf(stored.plan))) throw new AppError('planNotAStudyDay');
    const { previous, next } = neighbours(stored, item);
    if ((previous && input.date < previous.date) || (next && input.date > next.date))
      throw new AppError('planItemOutOfOrder');
    // Moving a missed item forward postpones it: it keeps the day it missed.
    const missedOn = item.missedOn ?? (item.date < stored.today ? item.date : null);
    await tx.update(planItems).set({ date: input.date, missedOn }).where(eq(planItems.id, item.id));
  });
  return answerItem(db, userId, input.planId, input.itemId, language);
}

/**
 * The learner finished a class hour in the player: every unfinished item of it in their running
 * plans is done now (done late when past its day: the status reads it from the dates).
 */
export async function markClassHourDone(db: Db, event: ClassHourFinished) {
  await markResourceDone(db, event, eq(planItems.classHourId, event.classHourId));
}

/** The learner finished a catalogue item (a micro-lesson, video or document): the same. */
export async function markCatalogueItemDone(db: Db, event: ItemFinished) {
  await markResourceDone(db, event, eq(planItems.catalogueItemId, event.itemId));
}

async function markResourceDone(
  db: Db,
  event: { userId: string; finishedAt: Date },
  resource: SQL,
) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(planItems)
      .set({ doneAt: event.finishedAt })
      .where(
        and(
          eq(planItems.userId, event.userId),
          resource,
          isNull(planItems.doneAt),
          sql`${planItems.planId} in (select ${plans.id} from ${plans}
                where ${plans.userId} = ${event.userId} and ${plans.state} = 'running')`,
        ),
      )
      .returning({ planId: planItems.planId });
    for (const planId of new Set(done.map((row) => row.planId))) await settleState(tx, planId);
  });
}
