import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { getLocalPlayAuth } from '@qiao/contracts/catalogue-library';
import {
  getLearningProgress,
  getStudyRecordByContentId,
  saveMukeRecordContent,
  saveMukeRecordCourse,
  updateLearningRecord,
  type WatchedSpan,
} from '@qiao/contracts/learning';
import { DEFAULT_LANGUAGE, parseLanguage } from '@qiao/contracts/languages';
import { buildRequest } from '../../../../../api/build-request';
import { callApi } from '../../../../../api/call-api';
import { useLanguage } from '../../../../../hooks/use-language';
import { learningKeys } from './learning-keys';

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
    queryKey: ['learning', 'open-hour', classHourId],
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
      void client.invalidateQueries({ queryKey: learningKeys.progress(answer.courseId) });
    },
  });
}

export function useStudyRecord(contentId: string, signedIn: boolean) {
  return useQuery({
    queryKey: learningKeys.record(contentId),
    queryFn: ({ signal }) =>
      callApi(getStudyRecordByContentId, { contentId }, { signal, silent: true }),
    enabled: Boolean(contentId) && signedIn,
    staleTime: Infinity,
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

export interface WatchReport {
  contentId: string;
  currentTime: number;
  watched: WatchedSpan[];
}

/** A report while the page lives; its answer refreshes the course's progress. */
export function useReportWatching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: WatchReport) => callApi(updateLearningRecord, report, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(learningKeys.record(answer.contentId), answer);
      void client.invalidateQueries({ queryKey: learningKeys.progress(answer.courseId) });
      void client.invalidateQueries({ queryKey: ['learning', 'continue'] });
    },
  });
}

/**
 * The last report, sent as the page goes away (leaving, closing the tab): a keepalive fetch
 * outlives the page, and unlike a beacon it carries the JSON type and the language header.
 */
export function reportOnLeave(report: WatchReport) {
  const language = parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
  const request = buildRequest(updateLearningRecord, report, language, '');
  void fetch(request.url, { ...request.init, keepalive: true }).catch(() => undefined);
}
