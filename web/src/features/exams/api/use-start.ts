import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canMockExam, createMockExam } from '@qiao/contracts/exams-calls';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { examKeys } from '../exams-keys';

/** Whether the learner may start a paper now, and the paper's summary. */
export function useCanStart(paperId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examKeys.canStart(language, paperId),
    queryFn: ({ signal }) => callApi(canMockExam, { paperId }, { signal, silent: true }),
    enabled: paperId !== '',
  });
}

/** Starts an attempt (or answers the running one), kept as the exam page's first read. */
export function useStartExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof createMockExam>) => callApi(createMockExam, input),
    onSuccess: (attempt) => {
      client.setQueryData(examKeys.attempt(attempt.attemptId), attempt);
      void client.invalidateQueries({ queryKey: ['exams', 'can-start'] });
    },
  });
}
