import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { courseOutlines, type CourseOutline } from '../catalogue';
import { finishedClassHours } from '../learning';
import { checkCourseCount, checkDailyLoad } from './rules/settings-rules';

/**
 * The resources a plan may schedule: class hours of courses the learner may see (the catalogue's
 * outline exists only for a visible course), in the course's order. Hours the learner has finished
 * already are left out: a plan lays what remains.
 */

export interface ChosenHour {
  classHourId: string;
  /** 1-based place in the course's outline: the order lessons are taken in. */
  position: number;
}

export interface ChosenCourse {
  courseId: string;
  dailyLoad: number;
  hours: ChosenHour[];
}

export async function visibleOutlines(db: Db, userId: string, courseIds: readonly string[]) {
  return courseOutlines(db, { userId }, courseIds);
}

/** Checks each asked course and its class hours; refuses a course or hour the learner may not see. */
export async function chooseResources(
  db: Db,
  userId: string,
  inputs: readonly { courseId: string; dailyLoad: number; classHourIds?: string[] }[],
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
  return inputs.map((input, index) => {
    const outline = found[index]!;
    const places = new Map(outline.hours.map((hour, place) => [hour.id, place + 1]));
    const asked = input.classHourIds ?? outline.hours.map((hour) => hour.id);
    for (const hourId of asked) if (!places.has(hourId)) throw new AppError('planResourceNotFound');
    const done = finished.get(outline.courseId) ?? new Set();
    const hours = [...new Set(asked)]
      .filter((hourId) => !done.has(hourId))
      .map((hourId) => ({ classHourId: hourId, position: places.get(hourId)! }))
      .sort((a, b) => a.position - b.position);
    return { courseId: outline.courseId, dailyLoad: input.dailyLoad, hours };
  });
}
