import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  PLAN_ITEM_RESOURCE_KINDS,
  type PlanCatalogueItemKind,
  type PlanResourceKind,
} from '@qiao/contracts/plans';
import { courseOutlines, findRecordableItem, type CourseOutline } from '../catalogue';
import { finishedClassHours, finishedItems } from '../learning';
import { checkCourseCount, checkDailyLoad } from './rules/settings-rules';

/**
 * The resources a plan may schedule: class hours of courses the learner may see (the catalogue's
 * outline exists only for a visible course), in the course's order, then the catalogue items
 * (micro-lessons, documents, videos) chosen with a course. What the learner has finished already
 * is left out: a plan lays what remains.
 */

/** A resource to lay: a class hour of the course, or a catalogue item studied with it. */
export interface ChosenHour {
  kind: PlanResourceKind;
  classHourId: string | null;
  catalogueItemId: string | null;
  /**
   * 1-based place in the course: class hours by the outline, then the catalogue items after the
   * last class hour in the order chosen. The order resources are taken in.
   */
  position: number;
}

export interface ChosenCourse {
  courseId: string;
  dailyLoad: number;
  hours: ChosenHour[];
}

const PLAN_ITEM_KINDS = Object.keys(PLAN_ITEM_RESOURCE_KINDS) as PlanCatalogueItemKind[];

/**
 * The catalogue items asked for a course, each one the learner may see (else planResourceNotFound),
 * less those already finished, placed after the course's `hourCount` class hours.
 */
async function chooseItems(
  db: Db,
  userId: string,
  itemIds: readonly string[],
  hourCount: number,
): Promise<ChosenHour[]> {
  const asked = [...new Set(itemIds)];
  const found = await Promise.all(
    asked.map((id) => findRecordableItem(db, { userId }, id, PLAN_ITEM_KINDS)),
  );
  const finished = await finishedItems(db, userId, asked);
  return found.flatMap((item, index) => {
    if (!item) throw new AppError('planResourceNotFound');
    if (finished.has(item.id)) return [];
    return [
      {
        kind: PLAN_ITEM_RESOURCE_KINDS[item.kind as PlanCatalogueItemKind],
        classHourId: null,
        catalogueItemId: item.id,
        position: hourCount + index + 1,
      },
    ];
  });
}

export async function visibleOutlines(db: Db, userId: string, courseIds: readonly string[]) {
  return courseOutlines(db, { userId }, courseIds);
}

/** Checks each asked course and its class hours; refuses a course or hour the learner may not see. */
export async function chooseResources(
  db: Db,
  userId: string,
  inputs: readonly {
    courseId: string;
    dailyLoad: number;
    classHourIds?: string[] | undefined;
    itemIds?: string[] | undefined;
  }[],
): Promise<ChosenCourse[]> {
  checkCourseCount(inputs.length);
  const ids = inputs.map((input) => input.courseId);
  if (new Set(ids).size !== ids.length) throw new AppError('planSortInvalid');
  for (const input of inputs) checkDailyLoad(input.dailyLoad);
  const outlines = await visibleOutlines(db, userId, ids);
  const found: CourseOutline[] = [];
  for (const id of ids) {
    const outline = outlines.get(id);
    if (!outline) throw new AppError('planCourseNotFound');
    found.push(outline);
  }
  const finished = await finishedClassHours(db, userId, found);
  const items = await Promise.all(
    inputs.map((input, index) =>
      chooseItems(db, userId, input.itemIds ?? [], found[index]!.hours.length),
    ),
  );
  return inputs.map((input, index) => {
    const outline = found[index]!;
    const places = new Map(outline.hours.map((hour, place) => [hour.id, place + 1]));
    const asked = input.classHourIds ?? outline.hours.map((hour) => hour.id);
    for (const hourId of asked) if (!places.has(hourId)) throw new AppError('planResourceNotFound');
    const done = finished.get(outline.courseId) ?? new Set();
    const hours = [...new Set(asked)]
      .filter((hourId) => !done.has(hourId))
      .map((hourId): ChosenHour => ({
        kind: 'classHour',
        classHourId: hourId,
        catalogueItemId: null,
        position: places.get(hourId)!,
      }))
      .sort((a, b) => a.position - b.position);
    return {
      courseId: outline.courseId,
      dailyLoad: input.dailyLoad,
      hours: [...hours, ...items[index]!],
    };
  });
}
