import { useQuery } from '@tanstack/react-query';
import { getStorage } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { driveKeys } from '../drive-keys';

/** Bytes used and allowed; null counts as 0 (spec §3). */
export function useStorage() {
  return useQuery({
    queryKey: driveKeys.storage,
    queryFn: async ({ signal }) => {
      const answer = await callApi(getStorage, undefined, { signal });
      return { used: answer.storageSize ?? 0, total: answer.totalStorageSize ?? 0 };
    },
  });
}
