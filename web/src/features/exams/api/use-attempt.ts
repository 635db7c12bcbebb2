import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMockExamTest,
  getMockExam,
  getMockExamResult,
  nextMockExamSection,
} from '@qiao/contracts/exams-calls';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { examKeys } from '../exams-keys';

/**
 * The attempt as the server has it. Read once per visit: the page keeps its own clock and answers
 * and asks again only when a section's time is up, so a refetch never wipes what is on screen.
 */
export function useAttempt(attemptId: string) {
  return useQuery({
    queryKey: examKeys.attempt(attemptId),
    queryFn: ({ signal }) => callApi(getMockExam, { attemptId }, { signal, silent: true }),
    enabled: attemptId !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useNextSection(attemptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fromSection: number) => callApi(nextMockExamSection, { attemptId, fromSection }),
    onSuccess: (attempt) => client.setQueryData(examKeys.attempt(attemptId), attempt),
  });
}

/** Hands the paper in with any answers not yet saved; the result is kept for the result page. */
export function useHandIn() {
  const client = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (input: RouteInput<typeof createMockExamTest>) =>
      callApi(createMockExamTest, input),
    onSuccess: (result) => {
      client.setQueryData(examKeys.result(language, result.attemptId), result);
      client.removeQueries({ queryKey: examKeys.attempt(result.attemptId) });
    },
  });
}

export function useExamResult(attemptId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examKeys.result(language, attemptId),
    queryFn: ({ signal }) => callApi(getMockExamResult, { attemptId }, { signal, silent: true }),
    enabled: attemptId !== '',
  });
}
