import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  getStudyRecordByContentId,
  updateLearningRecord,
  type SavedRecord,
  type WatchedSpan,
} from '@qiao/contracts/learning';
import { saveItemRecord } from '@qiao/contracts/learning-items';
import { DEFAULT_LANGUAGE, parseLanguage } from '@qiao/contracts/languages';
import { buildRequest } from '../../../api/build-request';
import { callApi } from '../../../api/call-api';
import { learningKeys } from '../learning-keys';

/**
 * The record calls every player shares: a class content's or a catalogue item's record, the
 * reports while it plays, and opening an item. Silent: a player keeps playing when a save fails.
 */

export function useStudyRecord(contentId: string, signedIn: boolean) {
  return useQuery({
    queryKey: learningKeys.record(contentId),
    queryFn: ({ signal }) =>
      callApi(getStudyRecordByContentId, { contentId }, { signal, silent: true }),
    enabled: Boolean(contentId) && signedIn,
    staleTime: Infinity,
  });
}

/** A saved record replaces the cached one and refreshes what it moved. */
function afterSave(client: QueryClient, answer: SavedRecord) {
  client.setQueryData(learningKeys.record(answer.contentId), answer);
  if (answer.courseId) {
    void client.invalidateQueries({ queryKey: learningKeys.progress(answer.courseId) });
    void client.invalidateQueries({ queryKey: learningKeys.continueAll });
  } else {
    void client.invalidateQueries({ queryKey: learningKeys.myItems });
  }
}

export interface WatchReport {
  contentId: string;
  currentTime: number;
  watched: WatchedSpan[];
}

/** A report while the page lives; its answer refreshes the progress it moved. */
export function useReportWatching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: WatchReport) => callApi(updateLearningRecord, report, { silent: true }),
    onSuccess: (answer) => afterSave(client, answer),
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

/** Opening a micro-lesson, video, document or e-book: starts a video's clock, records a reading. */
export function useOpenItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => callApi(saveItemRecord, { itemId }, { silent: true }),
    onSuccess: (answer) => afterSave(client, answer),
  });
}
