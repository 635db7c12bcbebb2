import type { CourseAccess } from '@qiao/contracts/catalogue-mooc';
import { courseAccessOf } from '@qiao/contracts/catalogue-mooc-rules';
import { AppError } from '../../../platform/http/app-error';
import { extensionPoint, type Extensions } from '../../../platform/modules/extension-point';
import type { Viewer } from '../visibility';

/**
 * Which of `courseIds` the user has bought and may take (an order paid, or refunded in part).
 * Pay provides it when it starts (it reads the catalogue, so the catalogue cannot import it).
 */
export type CoursePurchases = (
  userId: string,
  courseIds: readonly string[],
) => Promise<Set<string>>;

export const COURSE_PURCHASES = extensionPoint<CoursePurchases>('catalogue.course-purchases');

/** What access needs to know of a course: whether it has a price. */
export interface PricedCourse {
  id: string;
  priced: boolean;
}

/**
 * The access half of the catalogue's one rule (visibility.ts says who sees a course; this says who
 * may take its class hours). Asked per request and never remembered with a shared answer: a
 * purchase is not a catalogue write, so it does not move the answer cache's revision.
 */
export interface CourseAccessCheck {
  accessOf(viewer: Viewer, courses: readonly PricedCourse[]): Promise<Map<string, CourseAccess>>;
  /** Refuses with `moocCourseLocked` unless the viewer may take the course's class hours. */
  assertOpen(viewer: Viewer, course: PricedCourse): Promise<void>;
}

/**
 * Access through the purchases pay provides. Without a provider (pay not started) every priced
 * course stays locked: a missing module never opens paid content.
 */
export function courseAccess(extensions: Extensions): CourseAccessCheck {
  const accessOf: CourseAccessCheck['accessOf'] = async (viewer, courses) => {
    const priced = courses.filter((course) => course.priced).map((course) => course.id);
    const purchases = extensions.one(COURSE_PURCHASES);
    const bought =
      viewer.userId && priced.length > 0 && purchases
        ? await purchases(viewer.userId, priced)
        : new Set<string>();
    return new Map(
      courses.map((course) => [course.id, courseAccessOf(course.priced, bought.has(course.id))]),
    );
  };
  return {
    accessOf,
    assertOpen: async (viewer, course) => {
      if (!course.priced) return;
      const access = await accessOf(viewer, [course]);
      if (access.get(course.id) !== 'open') throw new AppError('moocCourseLocked');
    },
  };
}

/** Cards (shared answers are never changed) with the viewer's access to each course. */
export async function withAccess<T extends { id: string; price: unknown }>(
  check: CourseAccessCheck,
  viewer: Viewer,
  cards: readonly T[],
): Promise<(T & { access: CourseAccess })[]> {
  const access = await check.accessOf(
    viewer,
    cards.map((card) => ({ id: card.id, priced: card.price !== null })),
  );
  return cards.map((card) => ({ ...card, access: access.get(card.id) ?? 'locked' }));
}
