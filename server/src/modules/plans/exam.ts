import type { Db } from '../../platform/db/database';
import { chooseResources } from './course-resources';
import { dateIn } from './rules/calendar-dates';
import { proposeExamLoad } from './rules/exam-proposal';
import { checkDaysPerWeek, checkNotTooFar, checkStartDate } from './rules/settings-rules';

/**
 * The exam plan's proposal: the class hours of the course the learner has not finished, laid on
 * the study days before the exam. Changes nothing.
 */
export async function proposeExamPlan(
  db: Db,
  userId: string,
  input: {
    courseId: string;
    examDate: string;
    daysPerWeek: number;
    startDate: string;
    timeZone: string;
  },
  now = new Date(),
) {
  const today = dateIn(input.timeZone, now);
  const daysPerWeek = checkDaysPerWeek(input.daysPerWeek);
  const startDate = checkStartDate(input.startDate, today);
  checkNotTooFar(input.examDate, today);
  const [course] = await chooseResources(db, userId, [{ courseId: input.courseId, dailyLoad: 1 }]);
  return proposeExamLoad({
    remainingClassHours: course!.hours.length,
    startDate,
    examDate: input.examDate,
    daysPerWeek,
  });
}
