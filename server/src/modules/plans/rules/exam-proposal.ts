import { PLAN_LIMITS, type DaysPerWeek } from '@qiao/contracts/plans';
import type { ExamProposalOutcome } from '@qiao/contracts/plans-feed';
import { addDays, type LocalDate } from './calendar-dates';
import { lastDateOf, layDates } from './layout';
import { countStudyDays } from './study-days';

/**
 * The exam plan (issue: "YCT 2 by June"): the smallest daily load that lays the class hours left
 * on the study days from the first day to the day before the exam, or why that cannot be.
 */
export interface ExamProposal {
  outcome: ExamProposalOutcome;
  dailyLoad: number | null;
  neededDailyLoad: number | null;
  remainingClassHours: number;
  studyDays: number;
  endDate: LocalDate | null;
}

export function proposeExamLoad(input: {
  remainingClassHours: number;
  startDate: LocalDate;
  examDate: LocalDate;
  daysPerWeek: DaysPerWeek;
}): ExamProposal {
  const { remainingClassHours, startDate, examDate, daysPerWeek } = input;
  const lastStudyDay = addDays(examDate, -1);
  const studyDays =
    lastStudyDay < startDate ? 0 : countStudyDays(startDate, lastStudyDay, daysPerWeek);
  const base = { remainingClassHours, studyDays };
  if (remainingClassHours === 0)
    return {
      ...base,
      outcome: 'nothingLeft',
      dailyLoad: null,
      neededDailyLoad: null,
      endDate: null,
    };
  if (studyDays === 0)
    return {
      ...base,
      outcome: 'noStudyDays',
      dailyLoad: null,
      neededDailyLoad: null,
      endDate: null,
    };
  const needed = Math.max(PLAN_LIMITS.minDailyLoad, Math.ceil(remainingClassHours / studyDays));
  if (needed > PLAN_LIMITS.maxDailyLoad)
    return {
      ...base,
      outcome: 'loadTooHigh',
      dailyLoad: null,
      neededDailyLoad: needed,
      endDate: null,
    };
  const endDate = lastDateOf(
    layDates(remainingClassHours, needed, startDate, daysPerWeek).map((date) => ({ date })),
  );
  return { ...base, outcome: 'feasible', dailyLoad: needed, neededDailyLoad: needed, endDate };
}
