import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCert } from '@qiao/contracts/certs-calls';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { certKeys } from '../certs-keys';

/**
 * Applies for a course's certificate. Silent: the apply page shows a refusal (already translated
 * by the server) beside the form rather than as a passing toast.
 */
export function useApplyCert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof applyCert>) =>
      callApi(applyCert, input, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: certKeys.all }),
  });
}
