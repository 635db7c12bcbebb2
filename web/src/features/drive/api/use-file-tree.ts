import { useQuery } from '@tanstack/react-query';
import { getFileTree } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { driveKeys } from '../drive-keys';

/** Every folder of the account, for the move and copy dialogs. */
export function useFileTree() {
  return useQuery({
    queryKey: driveKeys.tree,
    queryFn: ({ signal }) => callApi(getFileTree, undefined, { signal }),
    staleTime: 0,
  });
}
