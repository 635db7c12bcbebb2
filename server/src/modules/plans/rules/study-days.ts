import { STUDY_WEEKDAYS, type DaysPerWeek } from '@qiao/contracts/plans';
import { addDays, isoWeekday, type LocalDate } from './calendar-dates';

/** The study days a plan's "days per week" gives (spec §9: 3, 5 or 7; never chosen by hand). */

export function isStudyDay(date: LocalDate, daysPerWeek: DaysPerWeek): boolean {
  return STUDY_WEEKDAYS[daysPerWeek].includes(isoWeekday(date));
}

/** The first study day on or after `date`. */
export function firstStudyDayFrom(date: LocalDate, daysPerWeek: DaysPerWeek): LocalDate {
  let day = date;
  while (!isStudyDay(day, daysPerWeek)) day = addDays(day, 1);
  return day;
}

/** The study day after `date`. */
export function nextStudyDay(date: LocalDate, daysPerWeek: DaysPerWeek): LocalDate {
  return firstStudyDayFrom(addDays(date, 1), daysPerWeek);
}

/** How many study days lie from `from` to `to`, both included. */
export function countStudyDays(from: LocalDate, to: LocalDate, daysPerWeek: DaysPerWeek): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1))
    if (isStudyDay(day, daysPerWeek)) count += 1;
  return count;
}
