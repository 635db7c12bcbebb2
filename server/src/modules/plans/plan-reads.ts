import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { courseOutline, itemCards, type CourseOutline } from '../catalogue';
import { visibleOutlines } from './course-resources';
import { loadPlan, ownPlan, ownPlanDays, type DayRange, type StoredPlan } from './plan-store';
import { presentPlan, type Titles } from './presenter';
import { naturalWeeksOf } from './rules/calendar-dates';

/** A plan of the caller's, loaded with the titles its answer needs. */
export async function readOwnPlan(db: Db, userId: string, planId: string, language: Language) {
  const stored = await loadPlan(db, await ownPlan(db, userId, planId));
  return { stored, titles: await rememberedTitlesFor(db, userId, [stored], language) };
}

/**
 * A plan of the caller's with only the items of the natural weeks around `range`: what a calendar
 * of those days shows, each day judged among its week's items.
 */
export async function readOwnPlanDays(
  db: Db,
  userId: string,
  planId: string,
  range: DayRange,
  language: Language,
  now = new Date(),
) {
  const weeks = naturalWeeksOf(range.from, range.to);
  const stored = await ownPlanDays(db, userId, planId, weeks, now);
  return { stored, titles: await rememberedTitlesFor(db, userId, [stored], language) };
}

const courseIdsOf = (plans: readonly StoredPlan[]) =>
  plans.flatMap((stored) => stored.courses.map((course) => course.courseId));

/** The titles of the plans' catalogue items the learner may still see (no read when none). */
async function itemTitles(
  db: Db,
  userId: string,
  plans: readonly StoredPlan[],
  language: Language,
): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const stored of plans)
    for (const item of stored.items) if (item.catalogueItemId) ids.add(item.catalogueItemId);
  if (ids.size === 0) return new Map();
  const cards = await itemCards(db, { userId }, [...ids], language);
  return new Map([...cards.values()].map((card) => [card.id, card.title]));
}

/** Titles read afresh: for answers written inside a change's transaction. */
export async function titlesFor(
  db: Db,
  userId: string,
  plans: readonly StoredPlan[],
  language: Language,
): Promise<Titles> {
  const [outlines, items] = await Promise.all([
    visibleOutlines(db, userId, courseIdsOf(plans)),
    itemTitles(db, userId, plans, language),
  ]);
  return { outlines, items, language };
}

/**
 * Titles from the outlines the catalogue remembers while it is unchanged (the ones learning reads):
 * reads answer without reading whole courses again, and a course the learner may no longer see
 * still has no outline, so its items keep no titles.
 */
export async function rememberedTitlesFor(
  db: Db,
  userId: string,
  plans: readonly StoredPlan[],
  language: Language,
): Promise<Titles> {
  const ids = [...new Set(courseIdsOf(plans))];
  const [found, items] = await Promise.all([
    Promise.all(ids.map((id) => courseOutline(db, { userId }, id))),
    itemTitles(db, userId, plans, language),
  ]);
  const outlines = new Map<string, CourseOutline>();
  for (const outline of found) if (outline) outlines.set(outline.courseId, outline);
  return { outlines, items, language };
}

/** The plan as answered after a change. */
export async function answerPlan(db: Db, userId: string, planId: string, language: Language) {
  const { stored, titles } = await readOwnPlan(db, userId, planId, language);
  return presentPlan(stored, titles);
}
