import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../hooks/use-language';
import { planCourseDetailQuery } from './use-plan-reads';

/** Each course of a plan with every item, for the page that edits the plan's courses. */
export function usePlanCourses(planId: string, courseIds: readonly string[]) {
  const { language } = useLanguage();
  return useQueries({
    queries: courseIds.map((courseId) => planCourseDetailQuery(language, planId, courseId)),
  });
}
