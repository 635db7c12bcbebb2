import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markFont, myWriteLogList, writeLog } from '@qiao/contracts/writing-calls';
import type { WritingResult } from '@qiao/contracts/writing';
import { useCurrentUser } from '../../../session/use-current-user';
import { callWriting } from './call-writing';
import { writingKeys } from '../writing-keys';
import { refreshReviewsDue } from '../../../api/reviews-due-queries';

/** The signed-in learner's id, or undefined for a visitor (whose results are not kept). */
export function useWritingUserId(): string | undefined {
  return useCurrentUser().data?.uid;
}

/**
 * Sends a written character (markFont): the server grades it and schedules its review. The
 * learner's logs and due counts, and every read showing what is due (the plans'), are refreshed after.
 */
export function useMarkFont() {
  const userId = useWritingUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (result: WritingResult) =>
      callWriting(markFont, result, { userId, needsToken: true }),
    onSuccess: () => {
      if (userId) void client.invalidateQueries({ queryKey: writingKeys.learner(userId) });
      void refreshReviewsDue(client);
    },
  });
}

/** The learner's card and latest attempts of one character. */
export function useWriteLog(char: string | undefined) {
  const userId = useWritingUserId();
  return useQuery({
    queryKey: writingKeys.writeLog(userId ?? '', char ?? ''),
    queryFn: ({ signal }) =>
      callWriting(writeLog, { char: char ?? '' }, { signal, userId, needsToken: true }),
    enabled: Boolean(userId && char),
  });
}

/** The learner's characters, soonest due first (or only those due), with the due count. */
export function useMyWriteLogList(params: { due?: boolean; page?: number } = {}) {
  const { due = false, page = 1 } = params;
  const userId = useWritingUserId();
  return useQuery({
    queryKey: writingKeys.myWriteLogList(userId ?? '', due, page),
    queryFn: ({ signal }) =>
      callWriting(
        myWriteLogList,
        { due: due ? 'true' : 'false', currentPage: page },
        { signal, userId, needsToken: true },
      ),
    enabled: Boolean(userId),
  });
}
