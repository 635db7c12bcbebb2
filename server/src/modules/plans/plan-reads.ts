import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { visibleOutlines } from './course-resources';
import { loadPlan, ownPlan, type StoredPlan } from './plan-store';
import { presentPlan, type Titles } from './presenter';

/** A plan of the caller's, loaded with the titles its answer needs. */
export async function readOwnPlan(db: Db, userId: string, planId: string, language: Language) {
  const stored = await loadPlan(db, await ownPlan(db, userId, planId));
  return { stored, titles: await titlesFor(db, userId, [stored], language) };
}

export async function titlesFor(
  db: Db,
  userId: string,
  plans: readonly StoredPlan[],
  language: Language,
): Promise<Titles> {
  const courseIds = plans.flatMap((stored) => stored.courses.map((course) => course.courseId));
  return { outlines: await visibleOutlines(db, userId, courseIds), language };
}

/** The plan as answered after a change. */
export async function answerPlan(db: Db, userId: string, planId: string, language: Language) {
  const { stored, titles } = await readOwnPlan(db, userId, planId, language);
  return presentPlan(stored, titles);
}
