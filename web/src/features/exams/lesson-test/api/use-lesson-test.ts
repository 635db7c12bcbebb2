import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemAnswer } from '@qiao/contracts/exams';
import {
  getCourseTestAccuracy,
  getLessonTest,
  submitLessonTest,
} from '@qiao/contracts/exams-calls';
import { callApi } from '../../../../api/call-api';
import { examResultKeys } from '../../exam-results-keys';

/** A lesson test's items (without answers) and the learner's last result. */
export function useLessonTest(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: examResultKeys.lessonTest(contentId),
    queryFn: ({ signal }) => callApi(getLessonTest, { contentId }, { signal, silent: true }),
    enabled: enabled && Boolean(contentId),
  });
}

/** Hands a lesson test in; its last result and the course's accuracy are read again after. */
export function useSubmitLessonTest(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, ItemAnswer>) =>
      callApi(submitLessonTest, { contentId, answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examResultKeys.lessonTests }),
  });
}

/** The learner's lesson-test accuracy in a course. */
export function useCourseTestAccuracy(courseId: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: examResultKeys.courseAccuracy(courseId ?? ''),
    queryFn: ({ signal }) =>
      callApi(getCourseTestAccuracy, { courseId: courseId ?? '' }, { signal, silent: true }),
    enabled: signedIn && Boolean(courseId),
  });
}
