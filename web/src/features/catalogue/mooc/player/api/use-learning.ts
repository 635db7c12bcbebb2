import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getLocalPlayAuth } from '@qiao/contracts/catalogue-library';
import {
  getLearningProgress,
  saveMukeRecordContent,
  saveMukeRecordCourse,
} from '@qiao/contracts/learning';
import { callApi } from '../../../../../api/call-api';
import { useLanguage } from '../../../../../hooks/use-language';
import { learningKeys } from '../../../../learning/learning-keys';

/**
 * The class-hour page's calls. Reads are silent (the page shows its own states); a class hour
 * that waits for the previous one answers an error the page explains in place.
 */

export function useLearningProgress(courseId: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: learningKeys.progress(courseId ?? ''),
    queryFn: ({ signal }) =>
      callApi(getLearningProgress, { courseId: courseId ?? '' }, { signal, silent: true }),
    enabled: Boolean(courseId) && signedIn,
  });
}

/** Opening a class hour: enrols, remembers it for "continue learning", or says it is locked. */
export function useOpenClassHour(classHourId: string, signedIn: boolean) {
  return useQuery({
    queryKey: learningKeys.openHour(classHourId),
    queryFn: ({ signal }) =>
      callApi(saveMukeRecordCourse, { classHourId }, { signal, silent: true }),
    enabled: Boolean(classHourId) && signedIn,
    retry: false,
    staleTime: Infinity,
  });
}

export function useOpenContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) =>
      callApi(saveMukeRecordContent, { contentId }, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(learningKeys.record(answer.contentId), answer);
      if (answer.courseId) {
        void client.invalidateQueries({ queryKey: learningKeys.progress(answer.courseId) });
      }
    },
  });
}

export function useClassContentAddress(contentId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: learningKeys.playAuth(language, contentId),
    queryFn: ({ signal }) => callApi(getLocalPlayAuth, { id: contentId }, { signal, silent: true }),
    enabled: Boolean(contentId),
    retry: false,
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.max(0, expiresAt - Date.now() - 60_000);
    },
    refetchOnWindowFocus: false,
  });
}
