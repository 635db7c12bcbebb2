import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import {
  STUDY_WEEKDAYS,
  type PlanCourse,
  type PlanDay,
  type PlanItem,
  type PlanSummary,
} from '@qiao/contracts/plans';
import { imageUrl, type CourseOutline } from '../catalogue';
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

function hourTitles(outlines: Map<string, CourseOutline>, language: Language) {
  const titles = new Map<string, string>();
  for (const outline of outlines.values())
    for (const hour of outline.hours) titles.set(hour.id, pickText(hour.title, language));
  return titles;
}

/** Item shaping with its lookups built once per answer. */
export function itemPresenter({ outlines, items, language }: Titles) {
  const hours = hourTitles(outlines, language);
  return (stored: Pick<StoredPlan, 'plan' | 'today'>, row: PlanItemRow): PlanItem => {
    const facts = engineItem(stored.plan, row);
    return {
      id: row.id,
      planId: row.planId,
      courseId: row.courseId,
      kind: row.resourceKind,
      resourceId: row.classHourId ?? row.catalogueItemId ?? '',
      title:
        (row.classHourId ? hours.get(row.classHourId) : undefined) ??
        (row.catalogueItemId ? items.get(row.catalogueItemId) : undefined) ??
        '',
      courseTitle: pickText(outlines.get(row.courseId)?.title, language),
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
  const items = plans.flatMap((stored) =>
    stored.items
      // The week around the range is read too, so a day knows whether its week is complete.
      .filter(
        (item) =>
          first !== undefined &&
          last !== undefined &&
          item.date >= addDays(first, -7) &&
          item.date <= addDays(last, 7),
      )
      .map((row) => ({ ...engineItem(stored.plan, row), shown: present(stored, row) })),
  );
  return daysWithStatus(dates, items, today).map((day) => ({
    date: day.date,
    studyDay: day.items.length > 0,
    status: day.status,
    items: day.items.map((item) => item.shown),
  }));
}
