import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import {
  STUDY_WEEKDAYS,
  type PlanCourse,
  type PlanDay,
  type PlanItem,
  type PlanSummary,
} from '@qiao/contracts/plans';
import { imageUrl, type CourseOutline, type OutlineHour } from '../catalogue';
import { addDays, type LocalDate } from './rules/calendar-dates';
import { lastDateOf } from './rules/layout';
import { countStatuses, daysWithStatus, itemStatus } from './rules/statuses';
import { daysPerWeekOf, engineItem, type PlanItemRow, type StoredPlan } from './plan-store';

/** Shapes plans for the answers; titles come from the outlines the learner may see. */

export interface Titles {
  outlines: Map<string, CourseOutline>;
  /** Titles of the catalogue items (micro-lessons, documents, videos) the learner may see. */
  items: ReadonlyMap<string, string>;
  language: Language;
}

/**
 * Each outline's class hours by id, kept while the catalogue keeps the outline (it hands out the
 * same object until the course changes): an answer looks up only the hours it shows, not a long
 * course's every hour.
 */
const hoursById = new WeakMap<CourseOutline, Map<string, OutlineHour>>();

function hourOf(outline: CourseOutline, classHourId: string) {
  let hours = hoursById.get(outline);
  if (!hours) {
    hours = new Map(outline.hours.map((hour) => [hour.id, hour]));
    hoursById.set(outline, hours);
  }
  return hours.get(classHourId);
}

/** Item shaping with its lookups built once per answer. */
export function itemPresenter({ outlines, items, language }: Titles) {
  return (stored: Pick<StoredPlan, 'plan' | 'today'>, row: PlanItemRow): PlanItem => {
    const facts = engineItem(stored.plan, row);
    const outline = outlines.get(row.courseId);
    const hour = outline && row.classHourId ? hourOf(outline, row.classHourId) : undefined;
    return {
      id: row.id,
      planId: row.planId,
      courseId: row.courseId,
      kind: row.resourceKind,
      resourceId: row.classHourId ?? row.catalogueItemId ?? '',
      title:
        (hour ? pickText(hour.title, language) : undefined) ??
        (row.catalogueItemId ? items.get(row.catalogueItemId) : undefined) ??
        '',
      courseTitle: pickText(outline?.title, language),
      date: row.date,
      missedOn: row.missedOn,
      status: itemStatus(facts, stored.today),
      doneAt: row.doneAt?.toISOString() ?? null,
      position: row.position,
    };
  };
}

export function presentCourses(stored: StoredPlan, { outlines, language }: Titles): PlanCourse[] {
  return stored.courses.map((course) => {
    const items = stored.items.filter((item) => item.courseId === course.courseId);
    const outline = outlines.get(course.courseId);
    return {
      courseId: course.courseId,
      title: pickText(outline?.title, language),
      cover: imageUrl(outline?.coverKey),
      dailyLoad: course.dailyLoad,
      order: course.position,
      totalItems: items.length,
      doneItems: items.filter((item) => item.doneAt !== null).length,
      endDate: lastDateOf(items),
    };
  });
}

export function presentPlan(stored: StoredPlan, titles: Titles): PlanSummary {
  const { plan } = stored;
  const counts = countStatuses(
    stored.items.map((item) => engineItem(plan, item)),
    stored.today,
  );
  const days = daysPerWeekOf(plan);
  return {
    id: plan.id,
    title: plan.title,
    kind: plan.kind,
    state: plan.state,
    daysPerWeek: days,
    studyWeekdays: [...STUDY_WEEKDAYS[days]],
    startDate: plan.startDate,
    endDate: plan.state === 'draft' ? null : lastDateOf(stored.items),
    examDate: plan.examDate,
    timeZone: plan.timeZone,
    today: stored.today,
    totalItems: stored.items.length,
    doneItems: counts.done + counts.doneLate,
    doneLateItems: counts.doneLate,
    postponedItems: counts.postponed,
    seriesPlanId: plan.seriesPlanId,
    courses: presentCourses(stored, titles),
    createdAt: plan.createdAt.toISOString(),
    completedAt: plan.completedAt?.toISOString() ?? null,
  };
}

/**
 * Calendar days from several plans' items: each item with its own plan's status, each day judged
 * against `today` and its natural week.
 */
export function presentDays(
  dates: readonly LocalDate[],
  plans: readonly StoredPlan[],
  today: LocalDate,
  titles: Titles,
): PlanDay[] {
  const present = itemPresenter(titles);
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return [];
  // The week around the range is read too, so a day knows whether its week is complete.
  const from = addDays(first, -7);
  const to = addDays(last, 7);
  const items = plans.flatMap((stored) =>
    stored.items
      .filter((item) => item.date >= from && item.date <= to)
      .map((row) => ({ ...engineItem(stored.plan, row), shown: present(stored, row) })),
  );
  return daysWithStatus(dates, items, today).map((day) => ({
    date: day.date,
    studyDay: day.items.length > 0,
    status: day.status,
    items: day.items.map((item) => item.shown),
  }));
}
