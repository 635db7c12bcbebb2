import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDrive } from '../drive-keys';

/**
 * A change to the file space. Lists, tree and quota are refreshed afterwards whether it worked
 * or not: a batch that failed half-way has still changed something.
 */
export function useDriveMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onError?: (error: Error) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError,
    onSettled: () => refreshDrive(queryClient),
  });
}
