import { useQuery } from '@tanstack/react-query';
import { editOfficeFile } from '@qiao/contracts/editing';
import { callApi } from '../../../api/call-api';
import { editorKeys } from '../editing-keys';

/** A fresh, signed editor configuration for each opening (its addresses are short-lived). */
export function useOfficeConfig(userFileId: string) {
  return useQuery({
    queryKey: editorKeys.officeConfig(userFileId),
    queryFn: ({ signal }) => callApi(editOfficeFile, { userFileId }, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
