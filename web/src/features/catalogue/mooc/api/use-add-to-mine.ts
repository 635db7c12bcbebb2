import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMukeMine } from '@qiao/contracts/catalogue-mooc';
import { callApi } from '../../../../api/call-api';
import { moocKeys } from '../mooc-keys';

/** Adds a course to "my MOOCs"; a signed-out user gets the login prompt from the API client. */
export function useAddToMine(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(createMukeMine, { mukeId: courseId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moocKeys.moreOf(courseId) }),
        queryClient.invalidateQueries({ queryKey: moocKeys.mine }),
      ]);
    },
  });
}
