import {
  PLAN_ITEM_RESOURCE_KINDS,
  PLAN_LIMITS,
  type PlanCatalogueItemKind,
  type PlanCourse,
  type PlanCourseInput,
  type PlanItem,
  type PlanResourceKind,
} from '@qiao/contracts/plans';

/**
 * The catalogue items a learner studies with a course of a plan ("also study": micro-lessons,
 * documents, videos), and the course list the adjust-plan page sends back whole
 * (editPlanDetails replaces a plan's courses).
 */

export type ChosenKind = Exclude<PlanResourceKind, 'classHour'>;

export interface ChosenResource {
  id: string;
  kind: ChosenKind;
  title: string;
}

/** A catalogue card as a chosen resource, or null for a kind a plan does not take. */
export function chosenFromCard(card: {
  id: string;
  kind: string;
  title: string;
}): ChosenResource | null {
  if (!Object.hasOwn(PLAN_ITEM_RESOURCE_KINDS, card.kind)) return null;
  const kind = PLAN_ITEM_RESOURCE_KINDS[card.kind as PlanCatalogueItemKind];
  return { id: card.id, kind, title: card.title };
}

/** Adds a resource at the end (the order it is studied in); one already there is not repeated. */
export function addResource(
  list: readonly ChosenResource[],
  item: ChosenResource,
): ChosenResource[] {
  if (list.some((one) => one.id === item.id)) return [...list];
  if (list.length >= PLAN_LIMITS.maxResources) return [...list];
  return [...list, item];
}

export function removeResource(list: readonly ChosenResource[], id: string): ChosenResource[] {
  return list.filter((one) => one.id !== id);
}

/**
 * The resources a plan form would lay: each course's class hours and the items chosen with it;
 * unknown while a course's class hours are not known yet.
 */
export function resourceCount(
  classHours: readonly (number | undefined)[],
  chosen: readonly (readonly ChosenResource[])[],
): number | undefined {
  if (classHours.some((count) => count === undefined)) return undefined;
  const hours = classHours.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return chosen.reduce((sum, list) => sum + list.length, hours);
}

/** A course of a running plan as the adjust-plan page edits it. */
export interface EditableCourse {
  courseId: string;
  title: string;
  dailyLoad: number;
  /** The class hours in the plan now (kept as they are); none for a course just added: all. */
  classHourIds?: string[];
  /** The catalogue items still to study with it (done ones stay done whatever is sent). */
  items: ChosenResource[];
}

const DONE = new Set<PlanItem['status']>(['done', 'doneLate']);

/** A plan's course with its items, ready to edit. */
export function editableCourse(course: PlanCourse, items: readonly PlanItem[]): EditableCourse {
  const classHourIds = items.flatMap((item) =>
    item.kind === 'classHour' ? [item.resourceId] : [],
  );
  const chosen = items.flatMap((item): ChosenResource[] =>
    item.kind === 'classHour' || DONE.has(item.status)
      ? []
      : [{ id: item.resourceId, kind: item.kind, title: item.title }],
  );
  return {
    courseId: course.courseId,
    title: course.title,
    dailyLoad: course.dailyLoad,
    classHourIds,
    items: chosen,
  };
}

/** A plan keeps at least one course: its last one cannot be taken away. */
export function canRemoveCourse(courses: readonly EditableCourse[]): boolean {
  return courses.length > 1;
}

export function canAddCourse(courses: readonly EditableCourse[], courseId: string): boolean {
  return (
    courseId !== '' &&
    courses.length < PLAN_LIMITS.maxCourses &&
    !courses.some((course) => course.courseId === courseId)
  );
}

/** The body's course list: every course in order, with its class hours and its items. */
export function planCoursesInput(courses: readonly EditableCourse[]): PlanCourseInput[] {
  return courses.map((course) => ({
    courseId: course.courseId,
    dailyLoad: course.dailyLoad,
    ...(course.classHourIds ? { classHourIds: course.classHourIds } : {}),
    itemIds: course.items.map((item) => item.id),
  }));
}

/** Whether the edited list differs from the plan's (so there is something to send). */
export function coursesChanged(
  before: readonly EditableCourse[],
  after: readonly EditableCourse[],
): boolean {
  return JSON.stringify(planCoursesInput(before)) !== JSON.stringify(planCoursesInput(after));
}
