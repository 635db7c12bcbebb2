import { useQuery } from '@tanstack/react-query';
import { proposeExamPlan } from '@qiao/contracts/plans-feed';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { planKeys } from '../plans-keys';

/**
 * The exam plan's proposal for the form's current answers (changes nothing on the server), asked
 * again whenever the course, the exam date, the days or the first day change.
 */
export function useExamProposal(input: RouteInput<typeof proposeExamPlan> | null) {
  return useQuery({
    queryKey: planKeys.proposal(input ?? {}),
    queryFn: ({ signal }) => callApi(proposeExamPlan, input!, { signal, silent: true }),
    enabled: input !== null,
  });
}
